// The holder's key named by a `did:key` (an Ed25519 Multikey, `did:key:z6Mk…`), as a wallet's proof
// of possession names it in its `kid`: the DID and its public key, or null for anything else.
import { from, toJwk } from '@digitalbazaar/ed25519-multikey';
import { importJWK, type CryptoKey } from 'jose';

const DID_KEY_URL = /^(did:key:(z6Mk[1-9A-HJ-NP-Za-km-z]{40,60}))(?:#(z6Mk[1-9A-HJ-NP-Za-km-z]{40,60}))?$/;

export interface HolderKey {
  readonly did: string;
  readonly publicKey: CryptoKey;
}

export async function holderKeyOf(kid: unknown): Promise<HolderKey | null> {
  const match = typeof kid === 'string' ? DID_KEY_URL.exec(kid) : null;
  if (!match || (match[3] !== undefined && match[3] !== match[2])) return null;
  try {
    const keyPair = await from({ publicKeyMultibase: match[2] });
    const publicKey = await importJWK(await toJwk({ keyPair }), 'EdDSA');
    return publicKey instanceof Uint8Array ? null : { did: match[1]!, publicKey };
  } catch {
    return null;
  }
}
