// A person's archive of everything Provenly holds about them (docs/data-rights.md): one at a time,
// its state (building, ready, failed), how far the build is, and where the file is once ready. A
// build is queued in the transaction that starts it and leaves the queue in the one that ends it,
// so a build a failure stopped is found by the builder job. Both are in the admin log, by the
// person's id, without the archive's contents.
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ArchiveState } from '../../../domain/api/account-archive';
import { db, tableName } from '../plumbing/client';
import { fromItem, queryAll } from '../plumbing/items';
import { recordAdminAction } from '../admin-log/admin-log';
import { DATA_REQUEST_ACTIONS } from '../admin-log/data-request-actions';
import { isConditionFailed, TransactionCancelled } from '../plumbing/transact';
import { archiveItemTypes, archiveKeys } from './keys';

export interface StoredArchive {
  readonly id: string;
  readonly userId: string;
  readonly state: ArchiveState;
  readonly requestedAt: string;
  readonly progress: { readonly done: number; readonly total: number } | null;
  readonly objectKey: string | null;
  readonly fileName: string | null;
  readonly readyAt: string | null;
  readonly expiresAt: string | null;
  /** Builds tried so far. */
  readonly attempts: number;
  /** Until when the try under way holds the build: another run takes it up only after. */
  readonly leaseUntil?: string | null;
}

export async function getArchive(userId: string): Promise<StoredArchive | null> {
  const found = await db().send(new GetCommand({ TableName: tableName(), Key: archiveKeys.accountArchive(userId), ConsistentRead: true }));
  return found.Item ? fromItem<StoredArchive>(found.Item) : null;
}

/**
 * Starts a build unless one is under way or the last began after `notBefore` (both checked again
 * in the write, so two requests at once start one). Answers 'started', 'building' or 'too-soon'.
 */
export async function startArchive(archive: StoredArchive, notBefore: string): Promise<'started' | 'building' | 'too-soon'> {
  try {
    await recordAdminAction({ action: DATA_REQUEST_ACTIONS.archiveAsked, actor: archive.userId, target: `user:${archive.userId}`, details: { archiveId: archive.id } }, {
      archive: {
        Put: {
          TableName: tableName(),
          Item: { ...archiveKeys.accountArchive(archive.userId), type: archiveItemTypes.accountArchive, ...archive },
          // A failed archive may be asked for again at once; otherwise one an hour.
          ConditionExpression: 'attribute_not_exists(pk) OR #state = :failed OR (#state <> :building AND requestedAt <= :notBefore)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':building': 'building', ':failed': 'failed', ':notBefore': notBefore },
        },
      },
      queue: { Put: { TableName: tableName(), Item: { ...archiveKeys.queuedArchive(archive.requestedAt, archive.userId), type: archiveItemTypes.queuedArchive, userId: archive.userId, archiveId: archive.id, requestedAt: archive.requestedAt } } },
    });
    return 'started';
  } catch (error) {
    if (!(error instanceof TransactionCancelled) || !error.failed('archive')) throw error;
    return (await getArchive(archive.userId))?.state === 'building' ? 'building' : 'too-soon';
  }
}

/** Writes how far the build is, while it is this build. */
export async function recordArchiveProgress(userId: string, archiveId: string, progress: { done: number; total: number }): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: archiveKeys.accountArchive(userId),
        UpdateExpression: 'SET progress = :progress',
        ConditionExpression: 'id = :id AND #state = :building',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':progress': progress, ':id': archiveId, ':building': 'building' },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
}

type Ending = Pick<StoredArchive, 'state' | 'objectKey' | 'fileName' | 'readyAt' | 'expiresAt'>;

/** Ends this build (ready, or failed for good) and takes it off the queue; false when another run ended it first. */
export async function endArchive(archive: StoredArchive, ending: Ending): Promise<boolean> {
  try {
    const action = ending.state === 'ready' ? DATA_REQUEST_ACTIONS.archiveReady : DATA_REQUEST_ACTIONS.archiveFailed;
    await recordAdminAction({ action, actor: archive.userId, target: `user:${archive.userId}`, details: { archiveId: archive.id } }, {
      archive: {
        Update: {
          TableName: tableName(),
          Key: archiveKeys.accountArchive(archive.userId),
          UpdateExpression: 'SET #state = :state, objectKey = :objectKey, fileName = :fileName, readyAt = :readyAt, expiresAt = :expiresAt REMOVE leaseUntil',
          ConditionExpression: 'id = :id AND #state = :building',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ...Object.fromEntries(Object.entries(ending).map(([name, value]) => [`:${name}`, value])), ':id': archive.id, ':building': 'building' },
        },
      },
      queue: { Delete: { TableName: tableName(), Key: archiveKeys.queuedArchive(archive.requestedAt, archive.userId) } },
    });
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed('archive')) return false;
    throw error;
  }
}

/**
 * Claims a try of this build until `leaseUntil`, counting it before anything is built (a function
 * killed mid-build has still used a try): the new count, or null when the build is not free (another
 * run holds it, it ended, or it was replaced).
 */
export async function claimArchiveTry(archive: StoredArchive, now: string, leaseUntil: string): Promise<number | null> {
  try {
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: archiveKeys.accountArchive(archive.userId),
        UpdateExpression: 'SET attempts = attempts + :one, leaseUntil = :until',
        ConditionExpression: 'id = :id AND #state = :building AND (attribute_not_exists(leaseUntil) OR leaseUntil <= :now)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':one': 1, ':until': leaseUntil, ':now': now, ':id': archive.id, ':building': 'building' },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(answer.Attributes?.attempts);
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/** Lets the build go at once after a try that failed (the next run need not wait out its lease). */
export async function releaseArchiveTry(archive: StoredArchive): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: archiveKeys.accountArchive(archive.userId),
        UpdateExpression: 'REMOVE leaseUntil',
        ConditionExpression: 'id = :id AND #state = :building',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':id': archive.id, ':building': 'building' },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
}

/** Takes an entry off the queue whose build is gone, ended or replaced. */
export async function dropQueuedArchive(requestedAt: string, userId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: archiveKeys.queuedArchive(requestedAt, userId) }));
}

/** The builds queued, oldest first, at most `max`. */
export async function listQueuedArchives(max = 20): Promise<{ userId: string; archiveId: string; requestedAt: string }[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': archiveKeys.queuePartition }, ConsistentRead: true }, max);
  return items.map((item) => ({ userId: String(item.userId), archiveId: String(item.archiveId), requestedAt: String(item.requestedAt) }));
}
