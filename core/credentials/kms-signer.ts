// The cloud signer: an AWS KMS key of spec ECC_NIST_EDWARDS25519. KMS signs with ED25519_SHA_512
// over the RAW message (pure Ed25519, what eddsa-rdfc-2022 verifies); the private key never leaves
// KMS. The public key comes from GetPublicKey (DER SubjectPublicKeyInfo) once per cold start.
import { GetPublicKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';
import { createPublicKey } from 'node:crypto';
import type { Ed25519Signer } from './signer';
import { keyNameOf, publicKeyMultibaseOf } from './multikey';

export interface KmsSignerOptions {
  readonly keyId: string;
  readonly region: string;
  /** An endpoint override (a stand-in); undefined in the cloud. */
  readonly endpoint?: string;
}

export async function kmsSigner(options: KmsSignerOptions, client = new KMSClient({ region: options.region, ...(options.endpoint ? { endpoint: options.endpoint } : {}) })): Promise<Ed25519Signer> {
  const publicKey = await client.send(new GetPublicKeyCommand({ KeyId: options.keyId }));
  if (publicKey.KeySpec !== 'ECC_NIST_EDWARDS25519' || !publicKey.PublicKey) {
    throw new Error(`The credential signing key must be an ECC_NIST_EDWARDS25519 key (found ${publicKey.KeySpec ?? 'none'})`);
  }
  const publicKeyMultibase = await publicKeyMultibaseOf(createPublicKey({ key: Buffer.from(publicKey.PublicKey), format: 'der', type: 'spki' }));
  return {
    keyName: keyNameOf(publicKeyMultibase),
    publicKeyMultibase,
    async sign(data) {
      const signed = await client.send(new SignCommand({ KeyId: options.keyId, Message: data, MessageType: 'RAW', SigningAlgorithm: 'ED25519_SHA_512' }));
      if (!signed.Signature || signed.Signature.length !== 64) throw new Error('KMS returned no Ed25519 signature');
      return signed.Signature;
    },
  };
}
