// The erasure queue: what a person asked to have removed and is not removed yet (a proof its owner
// deleted). An entry is written in the transaction that accepts the request and deleted in the one
// that finishes the removal, so work a crash interrupted stays listed until the sweep
// (core/proofs/proof-deletion.ts) finishes it. Entries hold ids and times, nothing personal.
import { tableName } from '../plumbing/client';
import { fromItem, queryAll } from '../plumbing/items';
import { canonicalIso } from '../plumbing/key-parts';
import { setOnce } from '../plumbing/set-once';
import type { TransactItem } from '../plumbing/transact';
import { erasureItemTypes, erasureKeys } from './keys';

export type ErasureKind = 'proof';

export interface PendingErasure {
  readonly kind: ErasureKind;
  /** What is removed: the proof's id. */
  readonly subjectId: string;
  /** Whose request it is. */
  readonly ownerUserId: string;
  readonly requestedAt: string;
  /** When telling the people it concerns (a deleted proof's co-signers) began: they are told at most once. */
  readonly toldAt?: string | null;
}

/** The transaction item that queues the work (refused when the same work is queued already). */
export function pendingErasurePut(erasure: PendingErasure): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...erasureKeys.pendingErasure(erasure.kind, erasure.requestedAt, erasure.subjectId), type: erasureItemTypes.pendingErasure, ...erasure, requestedAt: canonicalIso(erasure.requestedAt) },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

type QueuedWork = Pick<PendingErasure, 'kind' | 'requestedAt' | 'subjectId'>;

/** The transaction item that takes finished work off the queue. */
export function pendingErasureDelete(work: QueuedWork): TransactItem {
  return { Delete: { TableName: tableName(), Key: erasureKeys.pendingErasure(work.kind, work.requestedAt, work.subjectId), ConditionExpression: 'attribute_exists(pk)' } };
}

/** The queue, oldest request first, at most `max` entries (one bounded Query). */
export async function listPendingErasures(max = 100): Promise<PendingErasure[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': erasureKeys.partition }, ConsistentRead: true }, max);
  return items.map((item) => fromItem<PendingErasure>(item));
}

/**
 * Claims the telling of the people concerned: true for the one run that may tell them (a request
 * and the sweep, or two sweeps, may finish the same work at once), false for every other.
 */
export function claimErasureTelling(work: QueuedWork, at: string): Promise<boolean> {
  return setOnce(erasureKeys.pendingErasure(work.kind, work.requestedAt, work.subjectId), 'toldAt', canonicalIso(at));
}

