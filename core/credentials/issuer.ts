// The issuer: a did:web on the product's own origin (https://example.com -> did:web:example.com,
// a port becomes %3A), its DID document at /.well-known/did.json listing every signing key it
// ever used as a Multikey, and the Profile each credential names as its issuer.
import { PRODUCT_NAME } from '../../domain/product';
import { clock } from '../clock';
import { config, onConfigReload } from '../config';
import { listCredentialKeys, registerCredentialKey } from '../data/credentials/credential-keys';
import { DID_V1_CONTEXT, MULTIKEY_CONTEXT } from './contexts';
import { credentialSigner, type Ed25519Signer } from './signer';

/** did:web of an origin: the host, a port percent-encoded (W3C did:web method). */
export function didWebOf(origin: string): string {
  const url = new URL(origin);
  return `did:web:${url.hostname}${url.port ? `%3A${url.port}` : ''}`;
}

export const issuerDid = (): string => didWebOf(config().publicOrigin);

export const verificationMethodId = (keyName: string): string => `${issuerDid()}#${keyName}`;

export interface IssuerProfile {
  readonly id: string;
  readonly type: readonly ['Profile'];
  readonly name: string;
  readonly url: string;
}

export const issuerProfile = (): IssuerProfile => ({ id: issuerDid(), type: ['Profile'], name: PRODUCT_NAME, url: config().publicOrigin });

export interface MultikeyMethod {
  readonly id: string;
  readonly type: 'Multikey';
  readonly controller: string;
  readonly publicKeyMultibase: string;
}

export interface DidDocument {
  readonly '@context': readonly string[];
  readonly id: string;
  readonly verificationMethod: readonly MultikeyMethod[];
  readonly assertionMethod: readonly string[];
  /** The keys that sign as Provenly presenting (a bundle's presentation). */
  readonly authentication: readonly string[];
}

let registered: Promise<Ed25519Signer> | undefined;

/** The signer, its key published in the DID document before it signs anything. */
export function publishedSigner(): Promise<Ed25519Signer> {
  registered ??= credentialSigner()
    .then(async (signer) => {
      await registerCredentialKey({ keyName: signer.keyName, publicKeyMultibase: signer.publicKeyMultibase, registeredAt: clock.nowIso() });
      return signer;
    })
    .catch((error: unknown) => {
      registered = undefined;
      throw error;
    });
  return registered;
}

onConfigReload(() => (registered = undefined));

export async function didDocument(): Promise<DidDocument> {
  const did = issuerDid();
  const methods = (await listCredentialKeys()).map(
    (key): MultikeyMethod => ({ id: `${did}#${key.keyName}`, type: 'Multikey', controller: did, publicKeyMultibase: key.publicKeyMultibase }),
  );
  return {
    '@context': [DID_V1_CONTEXT, MULTIKEY_CONTEXT],
    id: did,
    verificationMethod: methods,
    assertionMethod: methods.map((method) => method.id),
    authentication: methods.map((method) => method.id),
  };
}
