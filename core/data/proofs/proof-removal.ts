// Removing what is stored of a proof its owner deleted (core/proofs/proof-deletion.ts runs it).
// The deleting write left a tombstone: the proof's item with `deletedAt`, read as missing
// everywhere, off the owner's list and every public view. Here everything else goes: the proof's
// partition (requests, decisions, co-signer claims, pending invitations, its audit trail, its
// credential pointer), the items those point to elsewhere (expiry entries, reminder links), the
// admin feed's entries about it, its title words and public views, and the tombstone becomes a bare record
// (`DeletedProof`: ids and when). Each step may run again: a crash is finished by the next run.
// Kept: the proof-number claim (a number never names another proof) and withdrawal-link keys,
// which hold ids only and lead to nothing once the proof is gone.
import { pseudonymOf } from '../personal-data/pseudonyms';
import { mailboxSubject } from '../personal-data/subjects';
import { titleWords } from '../../../domain/rules/title-words';
import type { Proof } from '../../../domain/entities';
import { DATA_REQUEST_ACTIONS } from '../admin-log/data-request-actions';
import { type ErasureKind, pendingErasureDelete } from '../erasures/erasures';
import { tableName } from '../plumbing/client';
import { batchDelete, queryAll, type Item, type Page, type PageOptions } from '../plumbing/items';
import { ownerListPage } from '../plumbing/owner-lists';
import { proofPartition, type Key } from '../plumbing/key-parts';
import { TransactionCancelled } from '../plumbing/transact';
import { recordAdminAction } from '../admin-log/admin-log';
import { feedEntryKeysOfProof } from '../read-models/admin-feed';
import { publicViewKeys, titleWordKeys } from '../read-models/keys';
import { statsUpdate } from '../read-models/stats';
import { linkHashesOf } from '../validation-requests/validation-requests';
import { requestItemTypes, requestKeys } from '../validation-requests/keys';
import { proofItemTypes, proofKeys } from './keys';
import { getProofItem, toProof } from './proof-items';

const PROOF_SORT_KEY = proofKeys.recognition('').sk;
const PAGE = 500;

/** The deleted proof's tombstone (its full item, `deletedAt` set); null when gone or not deleted. */
export async function getProofTombstone(proofId: string): Promise<Proof | null> {
  const item = await getProofItem(proofId);
  return item && item.type === proofItemTypes.recognition && typeof item.deletedAt === 'string' ? toProof(item) : null;
}

/** What an item of the proof's partition points to outside it: a request's expiry entry, reminder links and its place on the invitee's list. */
async function pointedTo(item: Item): Promise<Key[]> {
  if (item.type !== requestItemTypes.validationRequest) return [];
  // The invitee's pseudonym, if their key is not shredded (a shredded one's entry names nobody).
  const invitee = typeof item.inviteeEmail === 'string' ? await pseudonymOf(mailboxSubject(item.inviteeEmail)) : null;
  return [
    requestKeys.expiry(String(item.expiresAt), String(item.id)),
    ...linkHashesOf(item).map((hash) => requestKeys.requestLink(hash)),
    ...(invitee ? [requestKeys.invitationToMailbox(invitee, String(item.createdAt), String(item.id))] : []),
  ];
}

/**
 * Deletes everything of the proof but its tombstone: its partition page by page, what each item
 * points to, its title words and public views. Returns how many items of the partition went.
 */
export async function removeProofItems(tombstone: Proof): Promise<number> {
  let removed = 0;
  for (;;) {
    const page = await queryAll(
      { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': proofPartition(tombstone.id) }, ConsistentRead: true },
      PAGE,
    );
    const children = page.filter((item) => item.sk !== PROOF_SORT_KEY);
    if (children.length === 0) break;
    // What they point to first: were the run to stop here, the children still lead to it.
    await batchDelete((await Promise.all(children.map(pointedTo))).flat());
    await batchDelete(children.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
    removed += children.length;
    if (page.length < PAGE) break;
  }
  await batchDelete([
    ...(await feedEntryKeysOfProof(tombstone.id)),
    ...titleWords(tombstone.title ?? '').map((word) => titleWordKeys.proofTitleWord(word, tombstone.id)),
    publicViewKeys.publicProjectView(tombstone.id),
    publicViewKeys.publicPortfolioProof(tombstone.ownerUserId, tombstone.createdAt, tombstone.id),
    ...(tombstone.proofNumber ? [publicViewKeys.publicProofView(tombstone.proofNumber)] : []),
  ]);
  return removed;
}

/**
 * The last step, one transaction: the tombstone becomes the bare record, the counters lose the
 * proof, the work leaves the queue. False when another run finished it first.
 */
export async function sealDeletedProof(tombstone: Proof, kind: ErasureKind): Promise<boolean> {
  try {
    await recordAdminAction({ action: DATA_REQUEST_ACTIONS.proofDeleted, actor: tombstone.ownerUserId, target: `proof:${tombstone.id}`, details: { proofNumber: tombstone.proofNumber } }, {
      record: {
        Put: {
          TableName: tableName(),
          Item: {
            ...proofKeys.recognition(tombstone.id),
            ...proofKeys.deletedProofOwnerList(tombstone.ownerUserId, tombstone.deletedAt!, tombstone.id),
            type: proofItemTypes.deletedProof,
            id: tombstone.id,
            ownerUserId: tombstone.ownerUserId,
            proofNumber: tombstone.proofNumber,
            deletedAt: tombstone.deletedAt,
          },
          ConditionExpression: '#type = :recognition AND deletedAt = :deletedAt',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':recognition': proofItemTypes.recognition, ':deletedAt': tombstone.deletedAt },
        },
      },
      stats: statsUpdate({ recognitions: -1, verifiedRecognitions: tombstone.verified ? -1 : 0 }),
      queue: pendingErasureDelete({ kind, requestedAt: tombstone.deletedAt!, subjectId: tombstone.id }),
    }); // also logged for the operators: done, with the number only
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelled && (error.failed('record') || error.failed('queue'))) return false;
    throw error;
  }
}

export interface DeletedProofRecord {
  readonly id: string;
  readonly proofNumber: string | null;
  readonly deletedAt: string;
}

/** What is kept of the proofs the owner deleted, newest first, a page at a time. */
export function listDeletedProofsOf(ownerUserId: string, options: PageOptions = {}): Promise<Page<DeletedProofRecord>> {
  return ownerListPage(ownerUserId, 'deletedProofs', options, (item) => ({ id: String(item.id), proofNumber: typeof item.proofNumber === 'string' ? item.proofNumber : null, deletedAt: String(item.deletedAt) }));
}
