// A holder's `did:key` (an Ed25519 Multikey, `did:key:z6Mk…`): the DID a DID or its key's URL names,
// and the public key a wallet's proof of possession names in its `kid`; null for anything else.
import { from, toJwk } from '@digitalbazaar/ed25519-multikey';
import { importJWK, type CryptoKey } from 'jose';

const DID_KEY_URL = /^(did:key:(z6Mk[1-9A-HJ-NP-Za-km-z]{40,60}))(?:#(z6Mk[1-9A-HJ-NP-Za-km-z]{40,60}))?$/;

export interface HolderKey {
  readonly did: string;
  readonly publicKey: CryptoKey;
}

/** The DID and its key's fingerprint, for the DID itself or its own key's URL (`did:key:z…#z…`). */
export function didKeyOf(url: unknown): { readonly did: string; readonly fingerprint: string } | null {
  const match = typeof url === 'string' ? DID_KEY_URL.exec(url) : null;
  return match && (match[3] === undefined || match[3] === match[2]) ? { did: match[1]!, fingerprint: match[2]! } : null;
}

export async function holderKeyOf(kid: unknown): Promise<HolderKey | null> {
  const key = didKeyOf(kid);
  if (!key) return null;
  try {
    const keyPair = await from({ publicKeyMultibase: key.fingerprint });
    const publicKey = await importJWK(await toJwk({ keyPair }), 'EdDSA');
    return publicKey instanceof Uint8Array ? null : { did: key.did, publicKey };
  } catch {
    return null;
  }
}
