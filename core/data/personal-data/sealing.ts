// Sealing one value under a person's key: AES-256-GCM over its JSON, the key id bound in as
// additional data. A sealed value is `pd1.{keyId}.{base64url}`: it names the key it needs and
// nothing about the person.
import { aesGcmOpen, aesGcmSeal } from '../../crypto/aes-gcm';
import { personKeyById, personKeyFor } from './person-keys';

const PREFIX = 'pd1.';

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

/** `value` sealed under `subject`'s key (made on first use). */
export async function sealValue(subject: string, value: unknown): Promise<string> {
  const { keyId, key } = await personKeyFor(subject);
  return `${PREFIX}${keyId}.${aesGcmSeal(key, Buffer.from(JSON.stringify(value), 'utf8'), keyId).toString('base64url')}`;
}

/** The value sealed in `sealed`; `shredded` when its key is gone. Throws on a value tampered with. */
export async function openValue(sealed: string): Promise<{ readonly value: unknown } | 'shredded'> {
  const dot = sealed.indexOf('.', PREFIX.length);
  if (dot < 0) throw new Error('Not a sealed value');
  const keyId = sealed.slice(PREFIX.length, dot);
  const key = await personKeyById(keyId);
  if (!key) return 'shredded';
  return { value: JSON.parse(aesGcmOpen(key, Buffer.from(sealed.slice(dot + 1), 'base64url'), keyId).toString('utf8')) as unknown };
}
