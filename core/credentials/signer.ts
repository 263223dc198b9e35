// What signs a portable credential: an Ed25519 key that signs bytes and publishes its public key as
// a Multikey. In the cloud the key lives in KMS and never leaves it; locally it is a key file under
// DATA_DIR. Configuration chooses (CREDENTIAL_SIGNER), never the business code.
import { config, onConfigReload } from '../config';
import { kmsSigner } from './kms-signer';
import { localSigner } from './local-signer';

export interface Ed25519Signer {
  /** Stable name of the key: the fragment of its verification method in the issuer's DID. */
  readonly keyName: string;
  /** The public key, multibase base58btc of the multicodec-prefixed Ed25519 key (`z6Mk...`). */
  readonly publicKeyMultibase: string;
  /** A 64-byte Ed25519 signature of `data` (pure Ed25519, no pre-hash). */
  sign(data: Uint8Array): Promise<Uint8Array>;
}

/** Retired keys stay published, so credentials they signed keep verifying. */
export interface PublishedKey {
  readonly keyName: string;
  readonly publicKeyMultibase: string;
}

let cached: Promise<Ed25519Signer> | undefined;

export function credentialSigner(): Promise<Ed25519Signer> {
  cached ??= createSigner().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

onConfigReload(() => (cached = undefined));

async function createSigner(): Promise<Ed25519Signer> {
  const { credentialSigner: kind, credentialKmsKeyId, credentialKeyDir, region } = config();
  if (kind === 'kms') {
    if (!credentialKmsKeyId) throw new Error('CREDENTIAL_SIGNER=kms needs CREDENTIAL_KMS_KEY_ID');
    return kmsSigner({ keyId: credentialKmsKeyId, region });
  }
  if (kind === 'local') {
    if (!credentialKeyDir) throw new Error('CREDENTIAL_SIGNER=local needs CREDENTIAL_KEY_DIR');
    return localSigner(credentialKeyDir);
  }
  throw new Error(`No credential signer configured (CREDENTIAL_SIGNER is ${kind ?? 'unset'}; expected kms or local)`);
}
