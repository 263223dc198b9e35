// The local token cipher: AES-256-GCM with a 256-bit key kept in a file (created 0600 on first
// use), the user id as additional authenticated data. Stands in for KMS on this machine.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TokenCipher } from './token-cipher';

const PREFIX = 'aes256gcm:';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function localTokenCipher(keyFile: string): TokenCipher {
  let key: Buffer | undefined;
  const keyOf = () => (key ??= loadOrCreateKey(keyFile));
  return {
    encrypt(plaintext, userId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyOf(), iv);
      cipher.setAAD(Buffer.from(userId, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Promise.resolve(PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64'));
    },
    decrypt(ciphertext, userId) {
      if (!ciphertext.startsWith(PREFIX)) return Promise.reject(new Error('Not a local token ciphertext'));
      const raw = Buffer.from(ciphertext.slice(PREFIX.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', keyOf(), raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(userId, 'utf8'));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        return Promise.resolve(Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8'));
      } catch {
        return Promise.reject(new Error('The token does not decrypt with this key for this user'));
      }
    },
  };
}

function loadOrCreateKey(keyFile: string): Buffer {
  try {
    const existing = readFileSync(keyFile);
    if (existing.length !== KEY_BYTES) throw new Error(`${keyFile} is not a ${KEY_BYTES * 8}-bit key`);
    return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(keyFile), { recursive: true, mode: 0o700 });
  const created = randomBytes(KEY_BYTES);
  try {
    // 'wx': two processes racing to create it cannot overwrite each other's key.
    writeFileSync(keyFile, created, { mode: 0o600, flag: 'wx' });
    chmodSync(keyFile, 0o600);
    return created;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(keyFile);
    throw error;
  }
}
