// An owner deletes a proof (docs/data-rights.md). The request does what must hold at once, in
// order: the proof's credential is revoked and no other can be issued; then one transaction leaves
// a tombstone (every read treats the proof as missing; it is off the owner's list, the portfolio and
// every public view) and queues the rest on the erasure queue. The rest (finishProofDeletion) runs
// right after, and again from the sweep if it stopped: each step may run twice. Co-signers are
// told at most once, without a link; the credentials' stored documents go (their records stay revoked); every
// item of the proof goes (core/data/proofs/proof-removal.ts).
import type { ProofDeletion } from '../../domain/api/proofs';
import { ERASURE_SWEEP_AFTER_MS } from '../../domain/constants';
import { publicPages } from '../../domain/messages/public-pages';
import { mailboxKey } from '../../domain/rules/mailbox';
import { goOnFor } from '../background';
import { clock } from '../clock';
import { eraseCredentialsOfDeletedProof, revokeCredentialsOf } from '../credentials/credential-service';
import { claimErasureTelling, listPendingErasures, pendingErasurePut, type PendingErasure } from '../data/erasures/erasures';
import { recordAdminAction } from '../data/admin-log/admin-log';
import { DATA_REQUEST_ACTIONS } from '../data/admin-log/data-request-actions';
import { NotFoundError } from '../data/plumbing/errors';
import { getProfile } from '../data/profiles/profiles';
import { getProofTombstone, removeProofItems, sealDeletedProof } from '../data/proofs/proof-removal';
import { applyProofChange, getProofForOwner } from '../data/proofs/proofs';
import { listValidationsByProof } from '../data/validations/validations';
import { notFound } from '../errors';
import type { JobOutcome } from '../jobs/catalogue';
import { workThrough } from '../jobs/work-through';
import { createLogger } from '../log';
import { proofDeletedMail } from '../mail/deletion-mails';
import { sendMail } from '../mail/mailer';

const log = createLogger({ component: 'proof-deletion' });

/**
 * How long the request goes on finishing the deletion before it answers; whatever is left then is
 * the sweep's. The function's own limit (the route's timeoutSeconds) is well above it.
 */
const FINISH_IN_REQUEST_MS = 12_000;

/** Deletes the owner's proof; anyone else's, or one already deleted, is not found. */
export async function deleteProof(ownerUserId: string, proofId: string): Promise<ProofDeletion> {
  const erasure = await acceptProofDeletion(ownerUserId, proofId);
  // Acknowledged: the queue holds the rest, so what fails or runs late here the sweep finishes.
  await goOnFor(FINISH_IN_REQUEST_MS, finishProofDeletion(erasure), 'proof deletion left for the sweep', { recognitionId: proofId });
  return { id: proofId, deletedAt: erasure.requestedAt };
}

/**
 * What must hold before the deletion is acknowledged: the credential revoked for good, then the
 * tombstone and the queued rest in one transaction. A function that stops after this leaves
 * nothing public and everything else to the sweep.
 */
export async function acceptProofDeletion(ownerUserId: string, proofId: string): Promise<PendingErasure> {
  const proof = await getProofForOwner(proofId, ownerUserId);
  if (!proof) throw notFound(publicPages.projectNotFound);
  await revokeCredentialsOf(proofId, 'deleted');
  const requestedAt = clock.nowIso();
  const erasure: PendingErasure = { kind: 'proof', subjectId: proofId, ownerUserId, requestedAt };
  try {
    // The operators see the request in the admin log, with the proof's number and nothing it said.
    await applyProofChange(proofId, ownerUserId, { deletedAt: requestedAt }, {
      commit: (items) => recordAdminAction({ action: DATA_REQUEST_ACTIONS.proofDeletionAsked, actor: ownerUserId, target: `proof:${proofId}`, details: { proofNumber: proof.proofNumber } }, { ...items, queue: pendingErasurePut(erasure) }),
    });
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound(publicPages.projectNotFound);
    throw error;
  }
  return erasure;
}

/** Finishes one queued deletion; false when there was nothing left to do. */
export async function finishProofDeletion(erasure: PendingErasure): Promise<boolean> {
  const tombstone = await getProofTombstone(erasure.subjectId);
  if (!tombstone) return false;
  await eraseCredentialsOfDeletedProof(tombstone.id);
  // Told at most once: only the run that claims the telling tells, before the co-signatures go.
  if (!erasure.toldAt && (await claimErasureTelling(erasure, clock.nowIso()))) await tellCosigners(tombstone.id, tombstone.ownerUserId, tombstone.title);
  await removeProofItems(tombstone);
  return sealDeletedProof(tombstone, 'proof');
}

/**
 * Everyone whose co-signature stood on the proof, once per mailbox, without a link (nothing is left
 * to see). A mail that fails is logged and recorded as failed in the mail log, where an admin can
 * send it again; it does not hold up the deletion.
 */
async function tellCosigners(proofId: string, ownerUserId: string, proofTitle: string): Promise<void> {
  const [validations, owner] = await Promise.all([listValidationsByProof(proofId, { consistent: true }), getProfile(ownerUserId)]);
  const cosigners = new Map<string, string>();
  for (const validation of validations) {
    if (validation.status === 'approved' && !validation.withdrawnAt) cosigners.set(mailboxKey(validation.validatorEmail), validation.validatorEmail);
  }
  const ownerName = owner?.displayName ?? 'The owner';
  const sent = await Promise.allSettled([...cosigners.values()].map((to) => sendMail(proofDeletedMail({ to, ownerName, proofTitle }))));
  const failed = sent.filter((result) => result.status === 'rejected').length;
  if (failed > 0) log.error('co-signers not told of a deleted proof', { recognitionId: proofId, failed, of: sent.length });
}

/**
 * The sweep (a scheduled job): finishes deletions left queued for longer than a request takes,
 * oldest first. One that fails stays queued for the next run.
 */
export async function finishQueuedDeletions(): Promise<JobOutcome> {
  const due = (await listPendingErasures()).filter((erasure) => clock.now().getTime() - Date.parse(erasure.requestedAt) >= ERASURE_SWEEP_AFTER_MS);
  const { done: finished, errors } = await workThrough(due, finishProofDeletion, (erasure, error) => {
    log.error('queued deletion not finished', { recognitionId: erasure.subjectId, error });
    return `Deleting proof ${erasure.subjectId} stopped; the next run tries again`;
  });
  return { items: finished, errors, details: { due: due.length, finished } };
}
