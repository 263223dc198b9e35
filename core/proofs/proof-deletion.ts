// An owner deletes a proof (docs/data-rights.md). The request does what must hold at once, in
// order: the proof's credential is revoked and no other can be issued; then one transaction leaves
// a tombstone (every read treats the proof as missing; it is off the owner's list, the portfolio and
// every public view) and queues the rest on the erasure queue. The rest (finishProofDeletion) runs
// right after, and again from the sweep if it stopped: each step may run twice. Co-signers are
// told, without a link; the credentials' stored documents go (their records stay revoked); every
// item of the proof goes (core/data/proofs/proof-removal.ts).
import type { ProofDeletion } from '../../domain/api/proofs';
import { ERASURE_SWEEP_AFTER_MS } from '../../domain/constants';
import { publicPages } from '../../domain/messages/public-pages';
import { mailboxKey } from '../../domain/rules/mailbox';
import { clock } from '../clock';
import { eraseCredentialsOfDeletedProof, revokeCredentialsOf } from '../credentials/credential-service';
import { listPendingErasures, markErasureTold, pendingErasurePut, type PendingErasure } from '../data/erasures/erasures';
import { NotFoundError } from '../data/plumbing/errors';
import { transactWrite } from '../data/plumbing/transact';
import { getProfile } from '../data/profiles/profiles';
import { getProofTombstone, removeProofItems, sealDeletedProof } from '../data/proofs/proof-removal';
import { applyProofChange, getProofForOwner } from '../data/proofs/proofs';
import { listValidationsByProof } from '../data/validations/validations';
import { notFound } from '../errors';
import type { JobOutcome } from '../jobs/catalogue';
import { createLogger } from '../log';
import { proofDeletedMail } from '../mail/deletion-mails';
import { sendMail } from '../mail/mailer';

const log = createLogger({ component: 'proof-deletion' });

/** Deletes the owner's proof; anyone else's, or one already deleted, is not found. */
export async function deleteProof(ownerUserId: string, proofId: string): Promise<ProofDeletion> {
  if (!(await getProofForOwner(proofId, ownerUserId))) throw notFound(publicPages.projectNotFound);
  await revokeCredentialsOf(proofId, 'deleted');
  const requestedAt = clock.nowIso();
  const erasure: PendingErasure = { kind: 'proof', subjectId: proofId, ownerUserId, requestedAt, toldAt: null };
  try {
    await applyProofChange(proofId, ownerUserId, { deletedAt: requestedAt }, { commit: (items) => transactWrite({ ...items, queue: pendingErasurePut(erasure) }) });
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound(publicPages.projectNotFound);
    throw error;
  }
  // Acknowledged: the queue holds the rest, so a failure here is finished by the sweep.
  await finishProofDeletion(erasure).catch((error: unknown) => log.error('proof deletion left for the sweep', { recognitionId: proofId, error }));
  return { id: proofId, deletedAt: requestedAt };
}

/** Finishes one queued deletion; false when there was nothing left to do. */
export async function finishProofDeletion(erasure: PendingErasure): Promise<boolean> {
  const tombstone = await getProofTombstone(erasure.subjectId);
  if (!tombstone) return false;
  await eraseCredentialsOfDeletedProof(tombstone.id);
  if (!erasure.toldAt) {
    await tellCosigners(tombstone.id, tombstone.ownerUserId, tombstone.title);
    await markErasureTold('proof', tombstone.id, clock.nowIso());
  }
  await removeProofItems(tombstone);
  return sealDeletedProof(tombstone, 'proof');
}

/** Everyone whose co-signature stood on the proof, once per mailbox; no link (nothing is left to see). */
async function tellCosigners(proofId: string, ownerUserId: string, proofTitle: string): Promise<void> {
  const [validations, owner] = await Promise.all([listValidationsByProof(proofId, { consistent: true }), getProfile(ownerUserId)]);
  const cosigners = new Map<string, string>();
  for (const validation of validations) {
    if (validation.status === 'approved' && !validation.withdrawnAt) cosigners.set(mailboxKey(validation.validatorEmail), validation.validatorEmail);
  }
  const ownerName = owner?.displayName ?? 'The owner';
  for (const to of cosigners.values()) await sendMail(proofDeletedMail({ to, ownerName, proofTitle }));
}

/**
 * The sweep (a scheduled job): finishes deletions left queued for longer than a request takes,
 * oldest first. One that fails stays queued for the next run.
 */
export async function finishQueuedDeletions(): Promise<JobOutcome> {
  const due = (await listPendingErasures()).filter((erasure) => clock.now().getTime() - Date.parse(erasure.requestedAt) >= ERASURE_SWEEP_AFTER_MS);
  let finished = 0;
  const errors: string[] = [];
  for (const erasure of due) {
    try {
      if (await finishProofDeletion(erasure)) finished += 1;
    } catch (error) {
      log.error('queued deletion not finished', { recognitionId: erasure.subjectId, error });
      errors.push(`Deleting proof ${erasure.subjectId} stopped; the next run tries again`);
    }
  }
  return { items: finished, errors, details: { due: due.length, finished } };
}
