// A person's archive of everything Provenly holds about them (docs/data-rights.md): one at a time,
// its state (building, ready, failed), how far the build is, and where the file is once ready. A
// build is queued in the transaction that starts it and leaves the queue in the one that ends it,
// so a build a failure stopped is found by the builder job.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ArchiveState } from '../../../domain/api/account-archive';
import { db, tableName } from '../plumbing/client';
import { fromItem, queryAll } from '../plumbing/items';
import { isConditionFailed, TransactionCancelled, transactWrite } from '../plumbing/transact';
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
    await transactWrite({
      archive: {
        Put: {
          TableName: tableName(),
          Item: { ...archiveKeys.accountArchive(archive.userId), type: archiveItemTypes.accountArchive, ...archive },
          ConditionExpression: 'attribute_not_exists(pk) OR (#state <> :building AND requestedAt <= :notBefore)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':building': 'building', ':notBefore': notBefore },
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

type Ending = Pick<StoredArchive, 'state' | 'objectKey' | 'fileName' | 'readyAt' | 'expiresAt' | 'attempts'>;

/** Ends this build (ready, or failed for good) and takes it off the queue; false when another run ended it first. */
export async function endArchive(archive: StoredArchive, ending: Ending): Promise<boolean> {
  try {
    await transactWrite({
      archive: {
        Update: {
          TableName: tableName(),
          Key: archiveKeys.accountArchive(archive.userId),
          UpdateExpression: 'SET #state = :state, objectKey = :objectKey, fileName = :fileName, readyAt = :readyAt, expiresAt = :expiresAt, attempts = :attempts',
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

/** Counts a failed try of this build (it stays queued for the next). */
export async function countArchiveAttempt(archive: StoredArchive): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: archiveKeys.accountArchive(archive.userId),
        UpdateExpression: 'SET attempts = attempts + :one',
        ConditionExpression: 'id = :id AND #state = :building',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':one': 1, ':id': archive.id, ':building': 'building' },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
}

/** The builds queued, oldest first, at most `max`. */
export async function listQueuedArchives(max = 20): Promise<{ userId: string; archiveId: string; requestedAt: string }[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': archiveKeys.queuePartition }, ConsistentRead: true }, max);
  return items.map((item) => ({ userId: String(item.userId), archiveId: String(item.archiveId), requestedAt: String(item.requestedAt) }));
}
