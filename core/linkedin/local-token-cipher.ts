// The local token cipher: AES-256-GCM with a 256-bit key kept in a file (created 0600 on first
// use), the user id as additional authenticated data. Stands in for KMS on this machine.
import { aesGcmOpen, aesGcmSeal } from '../crypto/aes-gcm';
import { loadOrCreateKeyFile } from '../crypto/key-file';
import type { TokenCipher } from './token-cipher';

const PREFIX = 'aes256gcm:';

export function localTokenCipher(keyFile: string): TokenCipher {
  let key: Buffer | undefined;
  const keyOf = () => (key ??= loadOrCreateKeyFile(keyFile));
  return {
    encrypt(plaintext, userId) {
      return Promise.resolve(PREFIX + aesGcmSeal(keyOf(), Buffer.from(plaintext, 'utf8'), userId).toString('base64'));
    },
    decrypt(ciphertext, userId) {
      if (!ciphertext.startsWith(PREFIX)) return Promise.reject(new Error('Not a local token ciphertext'));
      try {
        return Promise.resolve(aesGcmOpen(keyOf(), Buffer.from(ciphertext.slice(PREFIX.length), 'base64'), userId).toString('utf8'));
      } catch {
        return Promise.reject(new Error('The token does not decrypt with this key for this user'));
      }
    },
  };
}
