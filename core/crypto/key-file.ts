// A 256-bit key kept in a file, created 0600 on first use: the local runtime's stand-in for a KMS key.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { AES_KEY_BYTES } from './aes-gcm';

export function loadOrCreateKeyFile(keyFile: string): Buffer {
  try {
    const existing = readFileSync(keyFile);
    if (existing.length !== AES_KEY_BYTES) throw new Error(`${keyFile} is not a ${AES_KEY_BYTES * 8}-bit key`);
    return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(keyFile), { recursive: true, mode: 0o700 });
  const created = randomBytes(AES_KEY_BYTES);
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
