// The admin action log: every admin action (grants, revokes, suspensions, hides, domain edits,
// report decisions), who did it, to what, when and why. Append-only and hash-chained like a
// proof's validation events: entry n sits at `ADMINLOG / ENTRY#{n}`, a head item holds the last
// sequence and hash, and appending is one transaction that puts entry n+1 (only if absent) and
// moves the head from n to n+1 (only if it is still at n). Each entry's hash is SHA-256 (hex) over
// the canonical JSON of all its fields, prevHash included, so changing, removing or reordering an
// entry is detectable (verifyAdminLog). Nothing updates or deletes an entry.
//
// `recordAdminAction(input, alongside)` writes the action's own items in the same transaction
// as its log entry, so an action and its record are all or nothing.
import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminAction, AdminLogEntry } from '../../../domain/api/admin/admin-log';
import { clock } from '../../clock';
import { db, tableName } from '../plumbing/client';
import { ConflictError } from '../plumbing/errors';
import { fromItem, queryPage, type Item, type Page, type PageOptions } from '../plumbing/items';
import { canonicalIso } from '../plumbing/key-parts';
import { adminLogItemTypes, adminLogKeys } from './keys';
import { RETRY_POLICIES, withRetry } from '../plumbing/retry';
import { TransactionCancelled, transactWrite, type NamedItems } from '../plumbing/transact';
import { canonicalJson } from '../validation-events/validation-events';

/** The actor of what configuration did (a grant from ADMIN_EMAILS). */
export const CONFIGURATION_ACTOR = 'configuration';

export interface AdminActionInput {
  readonly action: AdminAction;
  /** The admin's user id, or CONFIGURATION_ACTOR. */
  readonly actor: string;
  /** What it was done to: `user:{id}`, `proof:{id}`, `domain:{name}`, `report:{id}`. */
  readonly target: string;
  readonly reason?: string | null;
  readonly details?: AdminLogEntry['details'];
  /** When; now by default. */
  readonly at?: string;
}

/** The item names the log uses in its transaction; `alongside` items must not use them. */
const ENTRY = 'adminLogEntry';
const HEAD = 'adminLogHead';

/** The hash of an entry: SHA-256 (hex) over the canonical JSON of every field except `hash`. */
export function hashAdminLogEntry(entry: Omit<AdminLogEntry, 'hash'> & { hash?: string }): string {
  const { hash: _ignored, ...fields } = entry;
  return createHash('sha256').update(canonicalJson(fields), 'utf8').digest('hex');
}

interface Head {
  readonly seq: number;
  readonly hash: string;
}

async function readHead(): Promise<Head> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: adminLogKeys.adminLogHead, ConsistentRead: true }));
  const item = result.Item;
  return item ? { seq: Number(item.seq), hash: String(item.hash) } : { seq: 0, hash: '' };
}

/**
 * Appends an entry to the admin action log, writing `alongside` (the action's own items) in the
 * same transaction. Retries when another entry took the head first. When one of `alongside`'s
 * conditions fails, throws the TransactionCancelled (its `failed(name)` tells which).
 */
export async function recordAdminAction(input: AdminActionInput, alongside: NamedItems = {}): Promise<AdminLogEntry> {
  if (ENTRY in alongside || HEAD in alongside) throw new Error(`"${ENTRY}" and "${HEAD}" are the log's own item names`);
  const T = tableName();
  const at = canonicalIso(input.at ?? clock.nowIso());
  return withRetry(RETRY_POLICIES.eventAppend, async () => {
    const head = await readHead();
    const unhashed: Omit<AdminLogEntry, 'hash'> = {
      seq: head.seq + 1,
      action: input.action,
      actor: input.actor,
      target: input.target,
      reason: input.reason ?? null,
      details: input.details ?? {},
      at,
      prevHash: head.hash,
    };
    const entry: AdminLogEntry = { ...unhashed, hash: hashAdminLogEntry(unhashed) };
    try {
      await transactWrite({
        ...alongside,
        [ENTRY]: {
          Put: {
            TableName: T,
            Item: { ...entry, ...adminLogKeys.adminLogEntry(entry.seq), type: adminLogItemTypes.adminLogEntry },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        [HEAD]: {
          Put: {
            TableName: T,
            Item: { ...adminLogKeys.adminLogHead, type: adminLogItemTypes.adminLogHead, seq: entry.seq, hash: entry.hash },
            ConditionExpression: head.seq === 0 ? 'attribute_not_exists(pk)' : '#seq = :expected',
            ...(head.seq === 0 ? {} : { ExpressionAttributeNames: { '#seq': 'seq' }, ExpressionAttributeValues: { ':expected': head.seq } }),
          },
        },
      });
    } catch (error) {
      // Another entry was appended first: read the new head and try again.
      if (error instanceof TransactionCancelled && (error.failed(ENTRY) || error.failed(HEAD)) && !Object.keys(alongside).some((name) => error.failed(name))) {
        throw new ConflictError('admin log');
      }
      throw error;
    }
    return entry;
  });
}

const toEntry = (item: Item): AdminLogEntry => fromItem<AdminLogEntry>(item);

/** The log, newest first, a page at a time. */
export function listAdminLog(options: PageOptions = {}): Promise<Page<AdminLogEntry>> {
  return queryPage(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': adminLogKeys.adminLogPartition, ':prefix': adminLogKeys.adminLogEntryPrefix },
      ScanIndexForward: false,
      ConsistentRead: true,
    },
    { pk: adminLogKeys.adminLogPartition },
    options,
    toEntry,
  );
}

export type AdminLogVerification =
  | { readonly ok: true; readonly length: number }
  | { readonly ok: false; readonly length: number; readonly brokenAt: number; readonly reason: 'seq' | 'prevHash' | 'hash' | 'head' };

/** Recomputes the whole chain from the first entry and reports the first broken link. */
export async function verifyAdminLog(): Promise<AdminLogVerification> {
  let expected = 1;
  let prevHash = '';
  let startKey: Item | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': adminLogKeys.adminLogPartition, ':prefix': adminLogKeys.adminLogEntryPrefix },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const entry of (page.Items ?? []).map(toEntry)) {
      const broken = (reason: 'seq' | 'prevHash' | 'hash') => ({ ok: false as const, length: expected - 1, brokenAt: expected, reason });
      if (entry.seq !== expected) return broken('seq');
      if (entry.prevHash !== prevHash) return broken('prevHash');
      if (hashAdminLogEntry(entry) !== entry.hash) return broken('hash');
      prevHash = entry.hash;
      expected++;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const length = expected - 1;
  const head = await readHead();
  if (head.seq !== length || head.hash !== prevHash) return { ok: false, length, brokenAt: length + 1, reason: 'head' };
  return { ok: true, length };
}
