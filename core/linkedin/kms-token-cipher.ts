// The cloud's token cipher: KMS Encrypt/Decrypt under the token key, with the user id as the
// encryption context, so a ciphertext copied onto another user's item does not decrypt.
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { config } from '../config';
import type { TokenCipher } from './token-cipher';

const PREFIX = 'kms:';

export function kmsTokenCipher(keyId: string, client = new KMSClient({ region: config().region })): TokenCipher {
  const context = (userId: string) => ({ purpose: 'linkedin-token', userId });
  return {
    async encrypt(plaintext, userId) {
      const result = await client.send(new EncryptCommand({ KeyId: keyId, Plaintext: Buffer.from(plaintext, 'utf8'), EncryptionContext: context(userId) }));
      if (!result.CiphertextBlob) throw new Error('KMS returned no ciphertext');
      return PREFIX + Buffer.from(result.CiphertextBlob).toString('base64');
    },
    async decrypt(ciphertext, userId) {
      if (!ciphertext.startsWith(PREFIX)) throw new Error('Not a KMS token ciphertext');
      const result = await client.send(
        new DecryptCommand({ KeyId: keyId, CiphertextBlob: Buffer.from(ciphertext.slice(PREFIX.length), 'base64'), EncryptionContext: context(userId) }),
      );
      if (!result.Plaintext) throw new Error('KMS returned no plaintext');
      return Buffer.from(result.Plaintext).toString('utf8');
    },
  };
}
