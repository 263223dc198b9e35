// Each person's data key, in a table of its own with no backups and no stream (docs/data-rights.md,
// "Keys per person"). A person is a subject (subjects.ts); their key is made on first use, wrapped
// (key-wrapper.ts) and stored twice: by the subject's digest, to seal, and by its random id, which
// every ciphertext names, to open. Shredding deletes both: what was sealed under the key, in the
// table, its backups, its stream and the logs, can no longer be read by anyone.
import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ERASED_ADDRESS } from '../../../domain/constants';
import { config, onConfigReload } from '../../config';
import { clock } from '../../clock';
import { documentClientFor } from '../plumbing/document-client';
import { keyWrapperFor, type KeyWrapper } from './key-wrapper';
import { mailboxSubject } from './subjects';

/** How long a container trusts a key it read: another container's shredding reaches it within this bound. */
const CACHE_MS = 60_000;

export interface PersonKey {
  readonly keyId: string;
  readonly key: Buffer;
}

interface Cached<T> {
  readonly value: T;
  readonly until: number;
}

const KEY_SK = 'KEY';
const ERASED_SUBJECT = mailboxSubject(ERASED_ADDRESS);
const subjectKey = (subject: string) => ({ pk: `SUBJECT#${createHash('sha256').update(subject, 'utf8').digest('hex')}`, sk: KEY_SK });
const idKey = (keyId: string) => ({ pk: `KEY#${keyId}`, sk: KEY_SK });

let state: { client: DynamoDBDocumentClient; wrapper: KeyWrapper; table: string } | undefined;
const bySubject = new Map<string, Cached<PersonKey>>();
const byId = new Map<string, Cached<Buffer | null>>();
/** Reads of keys under way: a list of many items under one key reads the key once. */
const loading = new Map<string, Promise<Buffer | null>>();

onConfigReload(() => {
  state?.client.destroy();
  state = undefined;
  bySubject.clear();
  byId.clear();
  loading.clear();
});

function store() {
  if (!state) {
    const { region, dynamoDbEndpoint, personalData } = config();
    state = {
      client: documentClientFor({ region, ...(dynamoDbEndpoint ? { endpoint: dynamoDbEndpoint } : {}) }),
      wrapper: keyWrapperFor(personalData),
      table: personalData.keyTable,
    };
  }
  return state;
}

function cached<T>(map: Map<string, Cached<T>>, id: string): T | undefined {
  const entry = map.get(id);
  if (!entry) return undefined;
  if (entry.until > Date.now()) return entry.value;
  map.delete(id);
  return undefined;
}

function remember<T>(map: Map<string, Cached<T>>, id: string, value: T): T {
  if (map.size > 10_000) map.clear();
  map.set(id, { value, until: Date.now() + CACHE_MS });
  return value;
}

async function readSubject(subject: string): Promise<PersonKey | null> {
  const { client, wrapper, table } = store();
  const { Item } = await client.send(new GetCommand({ TableName: table, Key: subjectKey(subject), ConsistentRead: true }));
  if (!Item) return null;
  const keyId = String(Item.keyId);
  return { keyId, key: await wrapper.unwrap(String(Item.wrapped), keyId) };
}

/** The subject's key when it has one, from the cache or the table (then remembered by subject and by id). */
async function knownKey(subject: string): Promise<PersonKey | null> {
  const cachedKey = cached(bySubject, subject);
  if (cachedKey) return cachedKey;
  const read = await readSubject(subject);
  if (!read) return null;
  remember(byId, read.keyId, read.key);
  return remember(bySubject, subject, read);
}

/** The subject's key, made on first use (two writers racing end up with the same key). */
export async function personKeyFor(subject: string): Promise<PersonKey> {
  // What an erased person's address reads as names nobody: one key for it would be shared by all.
  if (subject === ERASED_SUBJECT) throw new Error('Nothing is sealed for an erased person');
  const known = await knownKey(subject);
  if (known) return known;
  const { client, wrapper, table } = store();
  const keyId = randomBytes(16).toString('base64url');
  const made = await wrapper.newDataKey(keyId);
  const createdAt = clock.nowIso();
  // The key by its id first: the subject's item only ever names a key that exists. A writer that
  // loses the race takes the winner's and leaves its own unused: nothing was sealed under it, and
  // only the erasers may delete from the key table.
  await client.send(new PutCommand({ TableName: table, Item: { ...idKey(keyId), wrapped: made.wrapped, createdAt } }));
  try {
    await client.send(new PutCommand({ TableName: table, Item: { ...subjectKey(subject), keyId, wrapped: made.wrapped, createdAt }, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    const winner = await readSubject(subject);
    if (!winner) throw error;
    return remember(bySubject, subject, winner);
  }
  const key = { keyId, key: made.plaintext };
  remember(byId, keyId, made.plaintext);
  return remember(bySubject, subject, key);
}

/** The subject's key id when it has a key; creates nothing. */
export async function personKeyIdOf(subject: string): Promise<string | null> {
  return (await knownKey(subject))?.keyId ?? null;
}

/** A key by the id a ciphertext names; null once it is shredded. */
export function personKeyById(keyId: string): Promise<Buffer | null> {
  const known = cached(byId, keyId);
  if (known !== undefined) return Promise.resolve(known);
  const pending = loading.get(keyId);
  if (pending) return pending;
  const load = (async () => {
    const { client, wrapper, table } = store();
    const { Item } = await client.send(new GetCommand({ TableName: table, Key: idKey(keyId), ConsistentRead: true }));
    return remember(byId, keyId, Item ? await wrapper.unwrap(String(Item.wrapped), keyId) : null);
  })().finally(() => loading.delete(keyId));
  loading.set(keyId, load);
  return load;
}

/** Destroys the subject's key; true when there was one. Safe to run again. */
export async function shredPersonKey(subject: string): Promise<boolean> {
  const keyId = await personKeyIdOf(subject);
  bySubject.delete(subject);
  if (!keyId) return false;
  const { client, table } = store();
  // Both copies at once: either would still open what was sealed under the key.
  await client.send(new TransactWriteCommand({ TransactItems: [{ Delete: { TableName: table, Key: idKey(keyId) } }, { Delete: { TableName: table, Key: subjectKey(subject) } }] }));
  loading.delete(keyId);
  remember(byId, keyId, null);
  return true;
}

/** Destroys each subject's key (a person is every identity they hold). */
export async function shredPersonKeys(subjects: readonly string[]): Promise<void> {
  for (const subject of new Set(subjects)) await shredPersonKey(subject);
}
