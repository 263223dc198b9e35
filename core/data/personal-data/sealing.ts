// Sealing one value under a person's key: AES-256-GCM over its JSON, the key id bound in as
// additional data. A sealed value is `pd1.{keyId}.{base64url}`: it names the key it needs and
// nothing about the person.
import { aesGcmOpen, aesGcmSeal } from '../../crypto/aes-gcm';
import { personKeyById, personKeyFor } from './person-keys';

const PREFIX = 'pd1.';

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

/** A DynamoDB set (read from data written before sealing) is sealed as the list of its members. */
const setsAsLists = (_key: string, value: unknown): unknown => (value instanceof Set ? [...(value as Set<unknown>)] : value);

/** `value` sealed under `subject`'s key (made on first use). */
export async function sealValue(subject: string, value: unknown): Promise<string> {
  const { keyId, key } = await personKeyFor(subject);
  return `${PREFIX}${keyId}.${aesGcmSeal(key, Buffer.from(JSON.stringify(value, setsAsLists), 'utf8'), keyId).toString('base64url')}`;
}

/**
 * The value sealed in `sealed`; `shredded` when its key is gone; `malformed` when it is not a sealed
 * value at all (text that merely starts like one). Throws when it is well formed but does not open
 * under the key it names: tampered with, or moved from elsewhere.
 */
export async function openValue(sealed: string): Promise<{ readonly value: unknown } | 'shredded' | 'malformed'> {
  const dot = sealed.indexOf('.', PREFIX.length);
  const keyId = sealed.slice(PREFIX.length, dot);
  const body = sealed.slice(dot + 1);
  if (dot < 0 || !/^[\w-]{22}$/.test(keyId) || !/^[\w-]{38,}$/.test(body)) return 'malformed';
  const key = await personKeyById(keyId);
  if (!key) return 'shredded';
  return { value: JSON.parse(aesGcmOpen(key, Buffer.from(body, 'base64url'), keyId).toString('utf8')) as unknown };
}

/**
 * Whether `value` is a value this product sealed under a live key, not text that looks like one (a
 * value under a shredded key cannot be told from such text: sealing it again seals what nobody can
 * read anyway).
 */
export async function isGenuinelySealed(value: unknown): Promise<boolean> {
  if (!isSealed(value)) return false;
  try {
    return typeof (await openValue(value)) === 'object';
  } catch {
    return false;
  }
}
