// An append-only hash chain of items in one partition. Entry n sits at its own key; a head item
// holds the last sequence and hash. Appending is one transaction that puts entry n+1 (only if
// absent) and moves the head from n to n+1 (only if it is still at n), so concurrent appends get
// distinct, gap-free sequences; a loser reads the new head and tries again. Each entry's hash is
// SHA-256 (hex) over the canonical JSON of all its other fields as stored (personal values
// sealed), the previous hash included, so changing, removing or reordering an entry is detectable,
// and still is after a person's key is shredded. Nothing updates or deletes an entry.
//
// A proof's validation events and the admin action log are such chains. They store the two links
// under different attribute names (`sequence`/`previousHash`, `seq`/`prevHash`): a chain's
// `fields` names them, so stored items keep the names they were written with.
import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, storedDb, tableName } from './client';
import { sealItem } from '../personal-data/sealed-items';
import { ConflictError } from './errors';
import { fromItem, type Item } from './items';
import type { Key } from './key-parts';
import { RETRY_POLICIES, withRetry } from './retry';
import { TransactionCancelled, transactWrite, type NamedItems } from './transact';

/** Where a chain stores an entry's sequence number and previous hash (the head keeps the sequence under the same name). */
export interface ChainFields {
  readonly sequence: string;
  readonly previousHash: string;
}

export interface Chain {
  readonly fields: ChainFields;
  readonly partition: string;
  /** The sort-key prefix of the entries (the head sorts outside it). */
  readonly entryPrefix: string;
  readonly entryKey: (sequence: number) => Key;
  readonly headKey: Key;
  readonly entryType: string;
  readonly headType: string;
  /** The entry's and the head's names in the append transaction. */
  readonly itemNames: { readonly entry: string; readonly head: string };
  /** Named by the ConflictError when another append moved the head first. */
  readonly useCase: string;
}

/** JSON with object keys sorted at every level and undefined members dropped. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((entry) => canonicalJson(entry ?? null)).join(',')}]`;
  const members = Object.entries(value)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, member]) => `${JSON.stringify(name)}:${canonicalJson(member)}`);
  return `{${members.join(',')}}`;
}

/** The hash of an entry: SHA-256 (hex) over the canonical JSON of every field except `hash`. */
export function hashChainEntry(entry: object): string {
  const { hash: _ignored, ...fields } = entry as { hash?: unknown };
  return createHash('sha256').update(canonicalJson(fields), 'utf8').digest('hex');
}

/** The links a new entry takes from the head, by their generic names. */
export interface ChainLink {
  readonly sequence: number;
  readonly previousHash: string;
}

async function readHead(chain: Chain): Promise<ChainLink> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: chain.headKey, ConsistentRead: true }));
  const item = result.Item;
  return item ? { sequence: Number(item[chain.fields.sequence]), previousHash: String(item.hash) } : { sequence: 0, previousHash: '' };
}

/**
 * Appends the entry `build` makes from the next link (storing the link under the chain's field
 * names), hashed, writing `alongside` in the same transaction. Retries when another append moved
 * the head first; when one of `alongside`'s conditions fails, throws the TransactionCancelled.
 */
export async function appendToChain<E extends object>(chain: Chain, build: (next: ChainLink) => E, alongside: NamedItems = {}): Promise<E & { readonly hash: string }> {
  const { entry: ENTRY, head: HEAD } = chain.itemNames;
  if (ENTRY in alongside || HEAD in alongside) throw new Error(`"${ENTRY}" and "${HEAD}" are the chain's own item names`);
  const T = tableName();
  return withRetry(RETRY_POLICIES.eventAppend, async () => {
    const head = await readHead(chain);
    const sequence = head.sequence + 1;
    const unhashed = build({ sequence, previousHash: head.previousHash });
    // The hash covers the entry as stored, its personal values sealed: shredding a person's key
    // leaves every hash checkable (docs/data-rights.md, "Hash chains over hashes").
    const { type: _type, ...stored } = await sealItem({ ...unhashed, type: chain.entryType });
    const hash = hashChainEntry(stored);
    const entry = { ...unhashed, hash };
    const first = head.sequence === 0;
    try {
      await transactWrite({
        ...alongside,
        [ENTRY]: { Put: { TableName: T, Item: { ...stored, hash, ...chain.entryKey(sequence), type: chain.entryType }, ConditionExpression: 'attribute_not_exists(pk)' } },
        [HEAD]: {
          Put: {
            TableName: T,
            Item: { ...chain.headKey, type: chain.headType, [chain.fields.sequence]: sequence, hash: entry.hash },
            ConditionExpression: first ? 'attribute_not_exists(pk)' : '#sequence = :expected',
            ...(first ? {} : { ExpressionAttributeNames: { '#sequence': chain.fields.sequence }, ExpressionAttributeValues: { ':expected': head.sequence } }),
          },
        },
      });
    } catch (error) {
      // Another entry was appended first: read the new head and try again.
      if (error instanceof TransactionCancelled && (error.failed(ENTRY) || error.failed(HEAD)) && !Object.keys(alongside).some((name) => error.failed(name))) {
        throw new ConflictError(chain.useCase);
      }
      throw error;
    }
    return entry;
  });
}

/** One page of the chain's entries in chain order, as stored (keys and type included). */
export function chainEntriesQuery(chain: Chain, startKey: Item | undefined): QueryCommand {
  return new QueryCommand({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': chain.partition, ':prefix': chain.entryPrefix },
    ConsistentRead: true,
    ExclusiveStartKey: startKey,
  });
}

/** Where a run of entries stands after checking it: the next sequence and hash expected. */
export interface ChainCursor {
  readonly nextSequence: number;
  readonly previousHash: string;
}

export const CHAIN_START: ChainCursor = { nextSequence: 1, previousHash: '' };

export type LinkBreak = 'sequence' | 'previousHash' | 'hash';

export type LinkCheck = { readonly cursor: ChainCursor; readonly broken: null } | { readonly cursor: ChainCursor; readonly broken: { readonly at: number; readonly reason: LinkBreak } };

/**
 * Checks entries in chain order from `cursor` (pure): each must have the next sequence, link to
 * the previous hash and hash to its own `hash`. Returns the first broken link, or the cursor after
 * the last entry.
 */
export function checkLinks(entries: readonly object[], fields: ChainFields, cursor: ChainCursor = CHAIN_START): LinkCheck {
  let { nextSequence, previousHash } = cursor;
  for (const entry of entries) {
    const stored = entry as Record<string, unknown>;
    const broken = (reason: LinkBreak) => ({ cursor: { nextSequence, previousHash }, broken: { at: nextSequence, reason } });
    if (stored[fields.sequence] !== nextSequence) return broken('sequence');
    if (stored[fields.previousHash] !== previousHash) return broken('previousHash');
    if (hashChainEntry(entry) !== stored.hash) return broken('hash');
    previousHash = String(stored.hash);
    nextSequence++;
  }
  return { cursor: { nextSequence, previousHash }, broken: null };
}

export type ChainVerification =
  | { readonly ok: true; readonly length: number; readonly headHash: string }
  | {
      readonly ok: false;
      readonly length: number;
      /** The first sequence whose link does not hold (length + 1 when the head disagrees). */
      readonly brokenAt: number;
      readonly reason: LinkBreak | 'head';
    };

export type BrokenChain = Extract<ChainVerification, { ok: false }>;

/** Recomputes the whole chain from the first entry, as stored (sealed), and reports the first broken link. */
export async function verifyHashChain(chain: Chain): Promise<ChainVerification> {
  let cursor = CHAIN_START;
  let startKey: Item | undefined;
  do {
    const page = await storedDb().send(chainEntriesQuery(chain, startKey));
    const checked = checkLinks((page.Items ?? []).map((item) => fromItem<object>(item)), chain.fields, cursor);
    if (checked.broken) return { ok: false, length: checked.broken.at - 1, brokenAt: checked.broken.at, reason: checked.broken.reason };
    cursor = checked.cursor;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const length = cursor.nextSequence - 1;
  const head = await readHead(chain);
  if (head.sequence !== length || head.previousHash !== cursor.previousHash) return { ok: false, length, brokenAt: length + 1, reason: 'head' };
  return { ok: true, length, headHash: cursor.previousHash };
}
