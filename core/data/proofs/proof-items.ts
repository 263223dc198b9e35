// How a recognition is stored, shared by recognitions.ts and validations.ts (a decision updates
// the recognition in the same transaction). Internal to core/data.
//
// Every write of a recognition is a full Put built from the current item plus a patch, guarded
// by the item's `version` (optimistic concurrency). That lets one place keep the derived parts
// exact on every write: the sparse portfolio index (gsi2 only while verified + public +
// published), the proof-number claim, and the verified-recognitions counter.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Proof } from '../../../domain/entities';
import { isPubliclyListed } from '../../../domain/rules/public-visibility';
import { clock } from '../../clock';
import { db, tableName } from '../plumbing/client';
import { NotFoundError } from '../plumbing/errors';
import { fromItem, type Item } from '../plumbing/items';
import { canonicalIso, normalizeProofNumber } from '../plumbing/key-parts';
import { proofItemTypes, proofKeys } from './keys';
import type { TransactItem } from '../plumbing/transact';

/** Fields a write may change; id, owner and createdAt are fixed. */
export type ProofPatch = Partial<Omit<Proof, 'id' | 'ownerUserId' | 'createdAt'>>;

export const toProof = (item: Item): Proof => fromItem<Proof>(item);

function canonical(proof: Proof): Proof {
  return {
    ...proof,
    createdAt: canonicalIso(proof.createdAt),
    updatedAt: canonicalIso(proof.updatedAt),
    verifiedAt: proof.verifiedAt ? canonicalIso(proof.verifiedAt) : null,
    proofNumber: proof.proofNumber ? normalizeProofNumber(proof.proofNumber) : null,
  };
}

/**
 * The stored item for a recognition at a given version: keys, owner index (not once deleted: it
 * leaves the owner's list on the deleting write), portfolio index when visible.
 */
export function proofItem(proof: Proof, version: number): Item {
  const stored = canonical(proof);
  return {
    ...stored,
    ...proofKeys.recognition(stored.id),
    ...(stored.deletedAt ? {} : proofKeys.recognitionOwnerList(stored.ownerUserId, stored.createdAt, stored.id)),
    ...(isPubliclyListed(stored) ? proofKeys.portfolio(stored.ownerUserId, stored.createdAt, stored.id) : {}),
    type: proofItemTypes.recognition,
    version,
  };
}

export function proofNumberClaim(proofNumber: string, proofId: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...proofKeys.proofNumber(proofNumber), type: proofItemTypes.proofNumberClaim, recognitionId: proofId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * A transaction item that fails once the proof is deleted (a tombstone, or the record left after
 * it). A write about a proof that could land after its removal read the proof's items carries it,
 * so nothing is left behind. A proof that never existed passes: there is nothing to protect.
 */
export function proofNotDeletedCheck(proofId: string): TransactItem {
  return { ConditionCheck: { TableName: tableName(), Key: proofKeys.recognition(proofId), ConditionExpression: 'attribute_not_exists(deletedAt)' } };
}

export async function getProofItem(proofId: string): Promise<Item | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: proofKeys.recognition(proofId), ConsistentRead: true }));
  return result.Item;
}

export interface ProofWrite {
  /** `recognition`: the versioned Put; `proofNumber`: the claim, when `claimsProofNumber`. */
  readonly items: { readonly recognition: TransactItem; readonly proofNumber: TransactItem | null };
  /** What the write does to the verified-recognitions counter (-1, 0, 1); the caller adds it to the
   * transaction's one counter update (a transaction may touch an item only once). */
  readonly verifiedDelta: number;
  readonly result: Proof;
  readonly claimsProofNumber: boolean;
  readonly titleChanged: boolean;
}

/**
 * The transaction items that apply `patch` to the stored `current` item. The Put only succeeds
 * if nobody wrote the recognition since it was read (version) and the owner is unchanged.
 * A proof number, once set, is permanent. A deleted proof is not found.
 */
export function planProofUpdate(current: Item, patch: ProofPatch): ProofWrite {
  const before = toProof(current);
  if (before.deletedAt) throw new NotFoundError('recognition'); // deleted: nothing changes it any more
  const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as ProofPatch;
  const after: Proof = {
    ...before,
    ...defined,
    id: before.id,
    ownerUserId: before.ownerUserId,
    createdAt: before.createdAt,
    updatedAt: defined.updatedAt ?? clock.nowIso(),
  };
  const oldNumber = before.proofNumber ? normalizeProofNumber(before.proofNumber) : null;
  const newNumber = after.proofNumber ? normalizeProofNumber(after.proofNumber) : null;
  if (oldNumber !== null && newNumber !== oldNumber) throw new Error('A proof number is permanent once assigned');
  const version = typeof current.version === 'number' ? current.version : 0;
  const item = proofItem(after, version + 1);
  const claimsProofNumber = newNumber !== null && oldNumber === null;
  const items = {
    recognition: {
      Put: {
        TableName: tableName(),
        Item: item,
        ConditionExpression: version === 0 ? 'attribute_exists(pk) AND ownerUserId = :owner AND attribute_not_exists(version)' : 'ownerUserId = :owner AND version = :version',
        ExpressionAttributeValues: version === 0 ? { ':owner': before.ownerUserId } : { ':owner': before.ownerUserId, ':version': version },
      },
    },
    proofNumber: claimsProofNumber && newNumber !== null ? proofNumberClaim(newNumber, after.id) : null,
  };
  return {
    items,
    verifiedDelta: Number(after.verified) - Number(before.verified),
    result: toProof(item),
    claimsProofNumber,
    titleChanged: after.title !== before.title,
  };
}
