// What the admin's validations page lists: decisions, requests that expired, and the signals
// the integrity rules record when they happen (refused self-validation, a link decided by another
// identity, withdrawals, co-signers who sign each other's proofs). One partition per kind,
// pk `ADMINFEED#{kind}` sk `{at}#{id}`, read newest first with one bounded Query a page.
// Entries are small, and most are written in the same transaction as what they record. Those about
// a proof are also on gsi2 (`FEEDOF#{recognitionId}`), so they go when its owner deletes it.
import { randomUUID } from 'node:crypto';
import { SIGNAL_KINDS } from '../../../domain/api/admin/moderation';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import { fromItem, queryAll, queryPage, type Page, type PageOptions } from '../plumbing/items';
import { canonicalIso, type Key } from '../plumbing/key-parts';
import { adminFeedItemTypes, adminFeedKeys } from './keys';
import { TransactionCancelled, transactWrite, type TransactItem } from '../plumbing/transact';
import { proofNotDeletedCheck } from '../proofs/proof-items';

export const FEED_KINDS = ['decision', 'expired', ...SIGNAL_KINDS] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

export interface FeedEntry {
  readonly id: string;
  readonly kind: FeedKind;
  readonly at: string;
  readonly recognitionId: string | null;
  readonly proofTitle: string | null;
  readonly detail: Readonly<Record<string, string | null>>;
}

export type NewFeedEntry = Omit<FeedEntry, 'id'> & { readonly id?: string };

function feedItem(entry: NewFeedEntry) {
  const id = entry.id ?? randomUUID();
  const at = canonicalIso(entry.at);
  const ofProof = entry.recognitionId ? adminFeedKeys.adminFeedEntryOfProof(entry.recognitionId, entry.kind, at, id) : {};
  return { ...adminFeedKeys.adminFeedEntry(entry.kind, at, id), ...ofProof, type: adminFeedItemTypes.adminFeedEntry, ...entry, id, at };
}

/** The entry's Put, for a transaction that records what it is about (an expiry, a withdrawal). */
export function feedEntryPut(entry: NewFeedEntry): TransactItem {
  return { Put: { TableName: tableName(), Item: feedItem(entry) } };
}

/** Records an entry on its own (a refusal, which writes nothing else); not about a proof already deleted. */
export async function recordFeedEntry(entry: NewFeedEntry): Promise<void> {
  if (!entry.recognitionId) {
    await db().send(new PutCommand({ TableName: tableName(), Item: feedItem(entry) }));
    return;
  }
  try {
    await transactWrite({ entry: feedEntryPut(entry), proof: proofNotDeletedCheck(entry.recognitionId) });
  } catch (error) {
    if (!(error instanceof TransactionCancelled && error.failed('proof'))) throw error;
  }
}

export function listFeed(kind: FeedKind, options: PageOptions = {}): Promise<Page<FeedEntry>> {
  const partition = adminFeedKeys.adminFeedPartition(kind);
  return queryPage(
    { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partition }, ScanIndexForward: false },
    { pk: partition },
    options,
    (item) => fromItem<FeedEntry>(item),
  );
}

/** The keys of every entry about a proof (gsi2), for its deletion. */
export async function feedEntryKeysOfProof(proofId: string): Promise<Key[]> {
  const items = await queryAll(
    { IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': adminFeedKeys.adminFeedOfProofPartition(proofId) }, ProjectionExpression: 'pk, sk' },
    10_000,
  );
  return items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
}
