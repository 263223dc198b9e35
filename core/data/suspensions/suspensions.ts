// Suspensions and the appeals against them (docs/suspension.md). A suspension record sits in the
// account's partition, one per suspension (sk `SUSPENSION#{suspendedAt}`); the profile's
// `suspendedAt` says which one is in force. An appeal is an item of its own (`APPEAL#{id}`),
// listed on gsi1 by state (`APPEALS#open`, oldest first, is the admin's queue). The suspension
// record names its one appeal (`appealId`, set only while absent), so a suspension is appealed at
// most once. This module builds the items; the use cases (core/admin/suspension.ts,
// core/admin/appeals.ts) write them in one transaction with their admin-log entry.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SuspensionAppeal } from '../../../domain/api/admin/appeals';
import type { AppealState } from '../../../domain/api/account';
import { db, tableName } from '../plumbing/client';
import { fromItem, queryAll, queryPage, type Item, type Page, type PageOptions } from '../plumbing/items';
import { canonicalIso, userPartition } from '../plumbing/key-parts';
import { profileKeys } from '../profiles/keys';
import { suspensionItemTypes, suspensionKeys } from './keys';
import { queueDecisionUpdate, type QueueDecision } from '../plumbing/queue-decision';
import type { TransactItem } from '../plumbing/transact';

export interface SuspensionRecord {
  readonly userId: string;
  readonly suspendedAt: string;
  /** The admin who suspended; null when not recorded. */
  readonly suspendedBy: string | null;
  /** The reason the admin gave, shown to the person; null for a suspension recorded before reasons were kept here. */
  readonly reason: string | null;
  readonly appealId: string | null;
  readonly restoredAt: string | null;
  readonly restoredBy: string | null;
  readonly restoreReason: string | null;
}

const toRecord = (item: Item): SuspensionRecord => {
  const stored = fromItem<Partial<SuspensionRecord>>(item);
  return {
    userId: String(stored.userId ?? ''),
    suspendedAt: String(stored.suspendedAt ?? ''),
    suspendedBy: stored.suspendedBy ?? null,
    reason: stored.reason ?? null,
    appealId: stored.appealId ?? null,
    restoredAt: stored.restoredAt ?? null,
    restoredBy: stored.restoredBy ?? null,
    restoreReason: stored.restoreReason ?? null,
  };
};

export async function getSuspension(userId: string, suspendedAt: string): Promise<SuspensionRecord | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: suspensionKeys.suspension(userId, suspendedAt), ConsistentRead: true }));
  return result.Item ? toRecord(result.Item) : null;
}

/** The Put of a new suspension's record, for the transaction that suspends. */
export function suspensionPut(record: Pick<SuspensionRecord, 'userId' | 'suspendedAt' | 'suspendedBy' | 'reason'>): TransactItem {
  const suspendedAt = canonicalIso(record.suspendedAt);
  return {
    Put: {
      TableName: tableName(),
      Item: { ...suspensionKeys.suspension(record.userId, suspendedAt), type: suspensionItemTypes.suspension, ...record, suspendedAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * The Update that ends a suspension's record, for the transaction that restores. It holds only
 * while the record names the appeal the restore read (or none), so an appeal sent meanwhile is
 * never left open on a restored account. A suspension from before records existed gets one here.
 */
export function suspensionEndUpdate(userId: string, suspendedAt: string, end: { restoredAt: string; restoredBy: string; reason: string; appealId: string | null }): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: suspensionKeys.suspension(userId, suspendedAt),
      UpdateExpression: 'SET #type = :type, userId = :user, suspendedAt = :suspendedAt, restoredAt = :at, restoredBy = :by, restoreReason = :reason',
      ConditionExpression: end.appealId === null ? 'attribute_not_exists(appealId)' : 'appealId = :appeal',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':type': suspensionItemTypes.suspension,
        ':user': userId,
        ':suspendedAt': canonicalIso(suspendedAt),
        ':at': canonicalIso(end.restoredAt),
        ':by': end.restoredBy,
        ':reason': end.reason,
        ...(end.appealId === null ? {} : { ':appeal': end.appealId }),
      },
    },
  };
}

/** The Update that gives a suspension its one appeal: only while it has none and is not over. */
export function suspensionAppealClaim(userId: string, suspendedAt: string, appealId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: suspensionKeys.suspension(userId, suspendedAt),
      UpdateExpression: 'SET #type = :type, userId = :user, suspendedAt = :suspendedAt, appealId = :appeal',
      ConditionExpression: 'attribute_not_exists(appealId) AND attribute_not_exists(restoredAt)',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': suspensionItemTypes.suspension, ':user': userId, ':suspendedAt': canonicalIso(suspendedAt), ':appeal': appealId },
    },
  };
}

/** Marks the profile suspended at `suspendedAt`, unless it exists no more or is suspended already. */
export function profileSuspendUpdate(userId: string, suspendedAt: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: profileKeys.profile(userId),
      UpdateExpression: 'SET suspendedAt = :at',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(suspendedAt) OR suspendedAt = :none)',
      ExpressionAttributeValues: { ':at': suspendedAt, ':none': null },
    },
  };
}

/** Lifts the profile's suspension, only if it is still the one of `suspendedAt`. */
export function profileRestoreUpdate(userId: string, suspendedAt: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: profileKeys.profile(userId),
      UpdateExpression: 'REMOVE suspendedAt',
      ConditionExpression: 'suspendedAt = :at',
      ExpressionAttributeValues: { ':at': suspendedAt },
    },
  };
}

/** A check that the profile is still under this suspension (not restored, not suspended anew). */
export function stillSuspendedCheck(userId: string, suspendedAt: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: profileKeys.profile(userId),
      ConditionExpression: 'suspendedAt = :at',
      ExpressionAttributeValues: { ':at': suspendedAt },
    },
  };
}

// ---- Appeals --------------------------------------------------------------------------------

const toAppeal = (item: Item): SuspensionAppeal => fromItem<SuspensionAppeal>(item);

export async function getAppeal(appealId: string): Promise<SuspensionAppeal | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: suspensionKeys.suspensionAppeal(appealId), ConsistentRead: true }));
  return result.Item ? toAppeal(result.Item) : null;
}

/** The Put of a new appeal, in the open queue. */
export function appealPut(appeal: SuspensionAppeal): TransactItem {
  const stored = { ...appeal, createdAt: canonicalIso(appeal.createdAt), suspendedAt: canonicalIso(appeal.suspendedAt) };
  return {
    Put: {
      TableName: tableName(),
      Item: { ...stored, ...suspensionKeys.suspensionAppeal(stored.id), ...suspensionKeys.suspensionAppealList(stored.state, stored.createdAt, stored.id), type: suspensionItemTypes.suspensionAppeal },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Appeals in one state: the open queue oldest first, decided ones newest first. */
export function listAppeals(state: AppealState, options: PageOptions = {}): Promise<Page<SuspensionAppeal>> {
  const partition = suspensionKeys.suspensionAppealPartition(state);
  return queryPage(
    { IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': partition }, ScanIndexForward: state === 'open' },
    { gsi1pk: partition },
    options,
    toAppeal,
  );
}

export type AppealDecision = QueueDecision<Exclude<AppealState, 'open'>>;

/** The Update that decides an open appeal (only while it is open), moving it to its state's list. */
export function appealDecisionUpdate(appealId: string, decision: AppealDecision): TransactItem {
  return queueDecisionUpdate(suspensionKeys.suspensionAppeal(appealId), suspensionKeys.suspensionAppealList(decision.state, decision.decidedAt, appealId), decision);
}

/** Every suspension of the account, oldest first (the person's archive; a few items at most). */
export async function listSuspensionsOf(userId: string): Promise<SuspensionRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': suspensionKeys.suspensionPrefix },
    ConsistentRead: true,
  }, 1_000);
  return items.map(toRecord);
}
