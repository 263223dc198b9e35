// The KMS credential signer with the real @aws-sdk/client-kms against a KMS stand-in: it reads the
// Ed25519 public key as a Multikey, signs with ED25519_SHA_512 over the RAW message (pure Ed25519,
// what eddsa-rdfc-2022 verifies) and refuses a key that is not ECC_NIST_EDWARDS25519.
import { KMSClient } from '@aws-sdk/client-kms';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { afterEach, describe, expect, it } from 'vitest';
import { kmsSigner } from '../../../core/credentials/kms-signer';
import { startKmsStandIn, type KmsStandIn } from '../../support/kms-stand-in';

let kms: KmsStandIn | undefined;
afterEach(async () => {
  await kms?.close();
  kms = undefined;
});

const clientFor = (stand: KmsStandIn) => new KMSClient({ region: 'eu-west-1', endpoint: stand.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

describe('the KMS credential signer', () => {
  it('publishes the KMS public key as a Multikey and signs pure Ed25519 that verifies against it', async () => {
    kms = await startKmsStandIn();
    const signer = await kmsSigner({ keyId: kms.keyId, region: 'eu-west-1' }, clientFor(kms));
    expect(signer.publicKeyMultibase).toMatch(/^z6Mk/);
    expect(signer.keyName).toMatch(/^key-[0-9a-f]{16}$/);
    const data = new Uint8Array(64).fill(7); // what eddsa-rdfc-2022 hands the signer: two SHA-256 hashes
    const signature = await signer.sign(data);
    expect(kms.signRequests).toEqual([{ algorithm: 'ED25519_SHA_512', messageType: 'RAW' }]);
    const keyPair = await Ed25519Multikey.from({ '@context': 'https://w3id.org/security/multikey/v1', type: 'Multikey', publicKeyMultibase: signer.publicKeyMultibase });
    expect(await keyPair.verifier().verify({ data, signature })).toBe(true);
    expect(await keyPair.verifier().verify({ data: new Uint8Array(64).fill(8), signature })).toBe(false);
  });

  it('refuses a key that is not an Ed25519 signing key', async () => {
    kms = await startKmsStandIn({ keySpec: 'ECC_NIST_P256' });
    await expect(kmsSigner({ keyId: kms.keyId, region: 'eu-west-1' }, clientFor(kms))).rejects.toThrow(/ECC_NIST_EDWARDS25519/);
  });

  it('fails clearly when KMS does not know the key', async () => {
    kms = await startKmsStandIn();
    await expect(kmsSigner({ keyId: 'arn:aws:kms:eu-west-1:111122223333:key/unknown', region: 'eu-west-1' }, clientFor(kms))).rejects.toThrow(/does not exist/);
  });
});
