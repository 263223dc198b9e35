// The erasure queue: what a person asked to have removed and is not removed yet (a proof its owner
// deleted). An entry is written in the transaction that accepts the request and deleted in the one
// that finishes the removal, so work a crash interrupted stays listed until the sweep
// (core/proofs/proof-deletion.ts) finishes it. Entries hold ids and times, nothing personal.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import { fromItem, queryAll } from '../plumbing/items';
import { canonicalIso } from '../plumbing/key-parts';
import { isConditionFailed, type TransactItem } from '../plumbing/transact';
import { erasureItemTypes, erasureKeys } from './keys';

export type ErasureKind = 'proof';

export interface PendingErasure {
  readonly kind: ErasureKind;
  /** What is removed: the proof's id. */
  readonly subjectId: string;
  /** Whose request it is. */
  readonly ownerUserId: string;
  readonly requestedAt: string;
  /** When the people it concerns were told (a deleted proof's co-signers): they are told once. */
  readonly toldAt?: string | null;
}

/** The transaction item that queues the work (refused when the same work is queued already). */
export function pendingErasurePut(erasure: PendingErasure): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...erasureKeys.pendingErasure(erasure.kind, erasure.subjectId), type: erasureItemTypes.pendingErasure, ...erasure, requestedAt: canonicalIso(erasure.requestedAt) },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The transaction item that takes finished work off the queue. */
export function pendingErasureDelete(kind: ErasureKind, subjectId: string): TransactItem {
  return { Delete: { TableName: tableName(), Key: erasureKeys.pendingErasure(kind, subjectId), ConditionExpression: 'attribute_exists(pk)' } };
}

/** The queue, oldest request first, at most `max` entries (one bounded Query). */
export async function listPendingErasures(max = 100): Promise<PendingErasure[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': erasureKeys.partition }, ConsistentRead: true }, max);
  return items.map((item) => fromItem<PendingErasure>(item)).sort((a, b) => (a.requestedAt < b.requestedAt ? -1 : a.requestedAt > b.requestedAt ? 1 : 0));
}

/** Records that the people concerned were told; false when the work is no longer queued. */
export async function markErasureTold(kind: ErasureKind, subjectId: string, at: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: erasureKeys.pendingErasure(kind, subjectId),
        UpdateExpression: 'SET toldAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': canonicalIso(at) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

