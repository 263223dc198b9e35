// The local signer: an Ed25519 key in a file under DATA_DIR, created on first use with mode 0600.
// The file keeps every key it ever had; the last one signs, the retired ones stay published.
import { generateKeyPairSync, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Ed25519Signer, PublishedKey } from './signer';
import { keyNameOf, publicKeyMultibaseOf } from './multikey';

const KEY_FILE = 'credential-signing-keys.json';

interface StoredKey {
  readonly privateKeyPem: string;
  readonly createdAt: string;
  readonly retiredAt?: string;
}

interface KeyFile {
  readonly keys: StoredKey[];
}

export async function localSigner(directory: string): Promise<Ed25519Signer & { readonly retired: () => Promise<PublishedKey[]> }> {
  const file = readOrCreate(directory);
  const current = file.keys.at(-1)!;
  const privateKey = createPrivateKey(current.privateKeyPem);
  const publicKeyMultibase = await publicKeyMultibaseOf(createPublicKey(privateKey));
  return {
    keyName: keyNameOf(publicKeyMultibase),
    publicKeyMultibase,
    sign: async (data) => new Uint8Array(sign(null, data, privateKey)),
    retired: () => Promise.all(file.keys.slice(0, -1).map((key) => published(createPublicKey(createPrivateKey(key.privateKeyPem))))),
  };
}

/** Starts signing with a new key; the old one is kept, marked retired (an operator's key rotation). */
export function rotateLocalKey(directory: string, now: Date = new Date()): void {
  const file = readOrCreate(directory);
  const keys = file.keys.map((key, index) => (index === file.keys.length - 1 ? { ...key, retiredAt: now.toISOString() } : key));
  write(directory, { keys: [...keys, newKey(now)] });
}

async function published(publicKey: KeyObject): Promise<PublishedKey> {
  const publicKeyMultibase = await publicKeyMultibaseOf(publicKey);
  return { keyName: keyNameOf(publicKeyMultibase), publicKeyMultibase };
}

function readOrCreate(directory: string): KeyFile {
  const path = join(directory, KEY_FILE);
  if (existsSync(path)) {
    const file = JSON.parse(readFileSync(path, 'utf8')) as KeyFile;
    if (Array.isArray(file.keys) && file.keys.length > 0) return file;
  }
  const file = { keys: [newKey(new Date())] };
  write(directory, file);
  return file;
}

function newKey(now: Date): StoredKey {
  const { privateKey } = generateKeyPairSync('ed25519');
  return { privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), createdAt: now.toISOString() };
}

/** Written to a temporary file (0600 from the start) and renamed, so a crash never leaves half a key. */
function write(directory: string, file: KeyFile): void {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const path = join(directory, KEY_FILE);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(file, null, 2), { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}
