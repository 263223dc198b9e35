// Ed25519 public keys as Multikey (the form a DID document and the eddsa-rdfc-2022 cryptosuite use).
import { createHash, type KeyObject } from 'node:crypto';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';

/** `z6Mk...` for a public key object (Node's Ed25519 JWK export carries the raw key in `x`). */
export async function publicKeyMultibaseOf(publicKey: KeyObject): Promise<string> {
  const jwk = publicKey.export({ format: 'jwk' });
  const keyPair = await Ed25519Multikey.fromJwk({ jwk });
  return keyPair.export({ publicKey: true, includeContext: false }).then((exported: { publicKeyMultibase: string }) => exported.publicKeyMultibase);
}

/** A short, stable key name derived from the public key (the DID fragment `#key-...`). */
export const keyNameOf = (publicKeyMultibase: string): string => `key-${createHash('sha256').update(publicKeyMultibase).digest('hex').slice(0, 16)}`;
