// Proofs: owner list, sparse portfolio index, proof-number claims, owner-only updates.
import { sealValue } from '../personal-data/sealing';
import { userSubject } from '../personal-data/subjects';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Proof } from '../../../domain/entities';
import { db, tableName } from '../plumbing/client';
import { AlreadyExistsError, ConflictError, NotFoundError, ProofNumberTakenError } from '../plumbing/errors';
import { batchGet, queryAll, queryPage, type Item, type Page, type PageOptions } from '../plumbing/items';
import { ownerListPage } from '../plumbing/owner-lists';
import { reindexProofTitle, titleWordPuts } from '../read-models/proof-title-index';
import { normalizeProofNumber, proofPartition } from '../plumbing/key-parts';
import { proofKeys } from './keys';
import { requestKeys } from '../validation-requests/keys';
import { validationKeys } from '../validations/keys';
import {
  getProofItem,
  planProofUpdate,
  proofNumberClaim,
  proofItem,
  toProof,
  type ProofPatch,
} from './proof-items';
import { statsUpdate } from '../read-models/stats';
import { dailyCountersUpdate, noteMilestones } from '../read-models/analytics';
import { RETRY_POLICIES, withRetry } from '../plumbing/retry';
import { isConditionFailed, TransactionCancelled, transactWrite, type NamedItems } from '../plumbing/transact';
import { planPublicViews } from '../read-models/public-read-model';
import { listValidationsByProof } from '../validations/validations';

export type { ProofPatch };

/**
 * The items a new recognition is written with, all in one transaction: the recognition, its
 * proof-number claim when it has one, the counters and the title search's words.
 */
export function newProofItems(proof: Proof): NamedItems {
  const item = proofItem(proof, 1);
  const stored = toProof(item);
  return {
    recognition: { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    proofNumber: stored.proofNumber ? proofNumberClaim(stored.proofNumber, stored.id) : null,
    stats: statsUpdate({ recognitions: 1, verifiedRecognitions: stored.verified ? 1 : 0 }),
    daily: dailyCountersUpdate({ proofs: 1, verifications: stored.verified ? 1 : 0 }, stored.createdAt),
    // The admin's title search (proof-title-index.ts).
    ...titleWordPuts(stored.title, stored.id),
  };
}

/**
 * Inserts a recognition (normally a draft without proof number). When it carries a proof
 * number, the number is claimed in the same transaction. Throws AlreadyExistsError('recognition'),
 * ProofNumberTakenError.
 */
export async function insertProof(proof: Proof): Promise<Proof> {
  const stored = toProof(proofItem(proof, 1));
  try {
    await withRetry(RETRY_POLICIES.creation, () => transactWrite(newProofItems(proof)));
  } catch (error) {
    if (error instanceof TransactionCancelled) {
      if (error.failed('recognition')) throw new AlreadyExistsError('recognition');
      if (stored.proofNumber && error.failed('proofNumber')) throw new ProofNumberTakenError(stored.proofNumber);
    }
    throw error;
  }
  await noteMilestones(stored.ownerUserId, ['createdProof', ...(stored.verified ? (['verified'] as const) : []), ...(stored.status === 'published' ? (['published'] as const) : [])]);
  return stored;
}

/** A deleted proof's tombstone is read as missing, whoever reads it. */
const existing = (item: Item | undefined): item is Item => item !== undefined && !item.deletedAt;

/** Any recognition by id (server-side use: decisions, images, sharing after an owner check). */
export async function getProof(proofId: string): Promise<Proof | null> {
  const item = await getProofItem(proofId);
  return existing(item) ? toProof(item) : null;
}

/** The recognitions of these ids that exist (one BatchGetItem per 100), in no particular order. */
export async function getProofsByIds(proofIds: readonly string[]): Promise<Proof[]> {
  const items = await batchGet(proofIds.map((id) => proofKeys.recognition(id)));
  return items.filter(existing).map(toProof);
}

/** The owner's recognition (edit load); null when missing or owned by someone else. */
export async function getProofForOwner(proofId: string, ownerUserId: string): Promise<Proof | null> {
  const proof = await getProof(proofId);
  return proof && proof.ownerUserId === ownerUserId ? proof : null;
}

/** The id the number's claim names (a claim stays when its proof is deleted), or null. */
async function proofIdOfNumber(proofNumber: string): Promise<string | null> {
  const claim = await db().send(new GetCommand({ TableName: tableName(), Key: proofKeys.proofNumber(proofNumber), ConsistentRead: true }));
  const proofId = claim.Item?.recognitionId;
  return typeof proofId === 'string' ? proofId : null;
}

/** Any recognition by proof number, case-insensitive (the /verify-proof?code= redirect decides what to show). */
export async function getProofByNumber(proofNumber: string): Promise<Proof | null> {
  const proofId = await proofIdOfNumber(proofNumber);
  return proofId ? getProof(proofId) : null;
}

/** What stays of a proof its owner deleted, by its number (the number's claim names it); null otherwise. */
export async function getDeletedProofByNumber(proofNumber: string): Promise<{ proofNumber: string; deletedAt: string } | null> {
  const proofId = await proofIdOfNumber(proofNumber);
  const item = proofId ? await getProofItem(proofId) : undefined;
  return item && typeof item.deletedAt === 'string' ? { proofNumber: String(item.proofNumber ?? normalizeProofNumber(proofNumber)), deletedAt: item.deletedAt } : null;
}

/** The owner's proofs, newest first. */
export function listProofsByOwner(ownerUserId: string, options: PageOptions = {}): Promise<Page<Proof>> {
  return ownerListPage(ownerUserId, 'proofs', options, toProof);
}

/** The public portfolio: the owner's verified, published, public proofs, newest first (sparse index). */
export function listPortfolio(ownerUserId: string, options: PageOptions = {}): Promise<Page<Proof>> {
  const partition = proofKeys.portfolioPartition(ownerUserId);
  return queryPage(
    {
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
    },
    { gsi2pk: partition },
    options,
    toProof,
  );
}

/** A change to a recognition: fixed, or worked out from the current recognition (null: nothing to change). */
export type ProofChange = ProofPatch | ((current: Proof) => ProofPatch | null | Promise<ProofPatch | null>);

/**
 * Updates the owner's recognition (content, status, visibility, verified, score...). Only the
 * owner can: someone else's or a missing id both give NotFoundError. Setting a proof number
 * claims it atomically (ProofNumberTakenError: draw another and call again). A change given as
 * a function is worked out again from a fresh read on every attempt, so a concurrent write (an
 * approval, a withdrawal) is never lost; one retry policy (RETRY_POLICIES.proofUpdate) bounds it.
 */
export async function applyProofChange(
  proofId: string,
  ownerUserId: string,
  change: ProofChange,
  options: {
    /** Writes the update's items, with more of its own in the same transaction (an admin action and its log entry). */
    readonly commit?: (items: NamedItems) => Promise<unknown>;
  } = {},
): Promise<Proof> {
  const commit = options.commit ?? transactWrite;
  const write = await withRetry(RETRY_POLICIES.proofUpdate, async () => {
    const current = await getProofItem(proofId);
    if (!existing(current) || current.ownerUserId !== ownerUserId) throw new NotFoundError('recognition');
    const patch = typeof change === 'function' ? await change(toProof(current)) : change;
    if (patch === null) return { result: toProof(current), titleChanged: false, previousTitle: '' };
    const planned = planProofUpdate(current, patch);
    // The public views change in the same transaction (publishing, an edit, hiding).
    const views = planned.result.proofNumber ? await planPublicViews(planned.result, await listValidationsByProof(proofId, { consistent: true })) : {};
    try {
      await commit({ ...planned.items, stats: statsUpdate({ verifiedRecognitions: planned.verifiedDelta }), ...views });
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      if (planned.claimsProofNumber && error.failed('proofNumber')) throw new ProofNumberTakenError(planned.result.proofNumber ?? '');
      if (error.failed('recognition')) throw new ConflictError('recognition'); // written by someone else since we read it
      throw error;
    }
    return { ...planned, previousTitle: String(current.title ?? '') };
  });
  if (write.titleChanged) {
    await Promise.all([refreshProofTitle(proofId, write.result.ownerUserId, write.result.title), reindexProofTitle(proofId, write.previousTitle, write.result.title)]);
  }
  if (write.result.status === 'published') await noteMilestones(ownerUserId, ['published']);
  return write.result;
}

/**
 * Requests and validations carry a copy of their proof's title (owner lists show it without a
 * join). After a title change the copies are refreshed: a bounded Query inside the proof's
 * partition, then one conditional update per item. Best effort after the main write; the next
 * title change repairs a copy a crash left behind.
 */
export async function refreshProofTitle(proofId: string, ownerUserId: string, title: string): Promise<number> {
  const children = [
    ...(await queryAll(childrenQuery(proofId, requestKeys.requestPrefix))),
    ...(await queryAll(childrenQuery(proofId, validationKeys.validationPrefix))),
  ];
  // The owner's words, sealed under their key as on the proof (an update is not sealed for it).
  const sealedTitle = await sealValue(userSubject(ownerUserId), title);
  await Promise.all(
    children.map((child) =>
      db()
        .send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { pk: child.pk, sk: child.sk },
            UpdateExpression: 'SET recognitionTitle = :title',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':title': sealedTitle },
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailed(error)) throw error; // the child is gone: nothing to refresh
        }),
    ),
  );
  return children.length;
}

function childrenQuery(proofId: string, prefix: string) {
  return {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': proofPartition(proofId), ':prefix': prefix },
    ProjectionExpression: 'pk, sk',
  };
}
