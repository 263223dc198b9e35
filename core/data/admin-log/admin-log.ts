// The admin action log: every admin action (grants, revokes, suspensions, hides, domain edits,
// report decisions), who did it, to what, when and why. Append-only and hash-chained like a
// proof's validation events (core/data/plumbing/hash-chain.ts): entry n sits at
// `ADMINLOG / ENTRY#{n}`, the head at `ADMINLOG / HEAD`; the links are stored as `seq` and
// `prevHash`. Nothing updates or deletes an entry.
//
// `recordAdminAction(input, alongside)` writes the action's own items in the same transaction
// as its log entry, so an action and its record are all or nothing.
import type { AdminAction, AdminLogEntry } from '../../../domain/api/admin/admin-log';
import { clock } from '../../clock';
import { appendToChain, hashChainEntry, verifyHashChain, type BrokenChain, type Chain } from '../plumbing/hash-chain';
import { fromItem, queryPage, type Item, type Page, type PageOptions } from '../plumbing/items';
import { canonicalIso } from '../plumbing/key-parts';
import type { NamedItems } from '../plumbing/transact';
import { adminLogItemTypes, adminLogKeys } from './keys';

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

/** The log as a hash chain; `alongside` items must not take its item names (adminLogEntry, adminLogHead). */
const CHAIN: Chain = {
  fields: { sequence: 'seq', previousHash: 'prevHash' },
  partition: adminLogKeys.adminLogPartition,
  entryPrefix: adminLogKeys.adminLogEntryPrefix,
  entryKey: adminLogKeys.adminLogEntry,
  headKey: adminLogKeys.adminLogHead,
  entryType: adminLogItemTypes.adminLogEntry,
  headType: adminLogItemTypes.adminLogHead,
  itemNames: { entry: 'adminLogEntry', head: 'adminLogHead' },
  useCase: 'admin log',
};

/** The hash of an entry: SHA-256 (hex) over the canonical JSON of every field except `hash`. */
export function hashAdminLogEntry(entry: Omit<AdminLogEntry, 'hash'> & { hash?: string }): string {
  return hashChainEntry(entry);
}

/**
 * Appends an entry to the admin action log, writing `alongside` (the action's own items) in the
 * same transaction. Retries when another entry took the head first. When one of `alongside`'s
 * conditions fails, throws the TransactionCancelled (its `failed(name)` tells which).
 */
export function recordAdminAction(input: AdminActionInput, alongside: NamedItems = {}): Promise<AdminLogEntry> {
  const at = canonicalIso(input.at ?? clock.nowIso());
  return appendToChain(
    CHAIN,
    ({ sequence, previousHash }): Omit<AdminLogEntry, 'hash'> => ({
      seq: sequence,
      action: input.action,
      actor: input.actor,
      target: input.target,
      reason: input.reason ?? null,
      details: input.details ?? {},
      at,
      prevHash: previousHash,
    }),
    alongside,
  );
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

export type AdminLogVerification = { readonly ok: true; readonly length: number } | BrokenChain;

/** Recomputes the whole chain from the first entry and reports the first broken link. */
export async function verifyAdminLog(): Promise<AdminLogVerification> {
  const result = await verifyHashChain(CHAIN);
  return result.ok ? { ok: true, length: result.length } : result;
}
