// What wraps each person's data key: KMS in the cloud (GenerateDataKey, then Decrypt), a key file
// in the embedded runtime; chosen by configuration (PERSONAL_DATA_KEYS), as the token cipher is.
// The key id is bound in (KMS encryption context; AES-GCM additional data): a wrapped key copied
// onto another person's item does not unwrap.
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { config, type PersonalDataConfig } from '../../config';
import { AES_KEY_BYTES, aesGcmOpen, aesGcmSeal } from '../../crypto/aes-gcm';
import { loadOrCreateKeyFile } from '../../crypto/key-file';
import { randomBytes } from 'node:crypto';

export interface DataKey {
  readonly plaintext: Buffer;
  /** What the key table stores: the key, wrapped. */
  readonly wrapped: string;
}

export interface KeyWrapper {
  newDataKey(keyId: string): Promise<DataKey>;
  /** Throws when `wrapped` was not made for `keyId` by this wrapper. */
  unwrap(wrapped: string, keyId: string): Promise<Buffer>;
}

export function keyWrapperFor(settings: PersonalDataConfig): KeyWrapper {
  switch (settings.kind) {
    case 'kms':
      return kmsKeyWrapper(settings.keyId);
    case 'local':
      return localKeyWrapper(settings.keyFile);
    case 'unset':
      throw new Error('Personal data has no key configured: set PERSONAL_DATA_KEYS=kms with PERSONAL_DATA_KEY_ID, or PERSONAL_DATA_KEYS=local with PERSONAL_DATA_KEY_FILE.');
  }
}

const LOCAL_PREFIX = 'local:';
const KMS_PREFIX = 'kms:';

function localKeyWrapper(keyFile: string): KeyWrapper {
  let wrappingKey: Buffer | undefined;
  const wrapping = () => (wrappingKey ??= loadOrCreateKeyFile(keyFile));
  return {
    newDataKey(keyId) {
      const plaintext = randomBytes(AES_KEY_BYTES);
      return Promise.resolve({ plaintext, wrapped: LOCAL_PREFIX + aesGcmSeal(wrapping(), plaintext, keyId).toString('base64') });
    },
    unwrap(wrapped, keyId) {
      if (!wrapped.startsWith(LOCAL_PREFIX)) return Promise.reject(new Error('Not a locally wrapped key'));
      return Promise.resolve(aesGcmOpen(wrapping(), Buffer.from(wrapped.slice(LOCAL_PREFIX.length), 'base64'), keyId));
    },
  };
}

function kmsKeyWrapper(kmsKeyId: string, client = new KMSClient({ region: config().region })): KeyWrapper {
  const context = (keyId: string) => ({ purpose: 'personal-data', keyId });
  return {
    async newDataKey(keyId) {
      const result = await client.send(new GenerateDataKeyCommand({ KeyId: kmsKeyId, KeySpec: 'AES_256', EncryptionContext: context(keyId) }));
      if (!result.Plaintext || !result.CiphertextBlob) throw new Error('KMS returned no data key');
      return { plaintext: Buffer.from(result.Plaintext), wrapped: KMS_PREFIX + Buffer.from(result.CiphertextBlob).toString('base64') };
    },
    async unwrap(wrapped, keyId) {
      if (!wrapped.startsWith(KMS_PREFIX)) throw new Error('Not a KMS-wrapped key');
      const result = await client.send(
        new DecryptCommand({ KeyId: kmsKeyId, CiphertextBlob: Buffer.from(wrapped.slice(KMS_PREFIX.length), 'base64'), EncryptionContext: context(keyId) }),
      );
      if (!result.Plaintext) throw new Error('KMS returned no plaintext');
      return Buffer.from(result.Plaintext);
    },
  };
}
