// A co-signer withdraws their approval through the private link mailed after they decided (or
// mailed to the invited address when someone else signed for it). The proof is re-evaluated at
// once: its verification, score and seal count the approval no more, its public pages and proof
// lookup follow, and the owner's open dashboards are told live (the table stream). The
// withdrawal, with its reason, is an event in the proof's hash chain.
import type { WithdrawalView } from '../../domain/api/validation';
import type { Proof, Validation } from '../../domain/entities';
import { withdrawal as m } from '../../domain/messages/portal';
import { approvalsOf, verifyingApprovalIn } from '../../domain/rules/approvals';
import { proofScore } from '../../domain/rules/proof-score';
import { clock } from '../clock';
import { syncProofCredential } from '../credentials/credential-service';
import { AlreadyWithdrawnError, NotFoundError } from '../data/plumbing/errors';
import { getProfile } from '../data/profiles/profiles';
import type { ProofPatch } from '../data/proofs/proofs';
import { getValidationRequest } from '../data/validation-requests/validation-requests';
import { getValidationByWithdrawToken, recordWithdrawal } from '../data/validations/withdrawals';
import { conflict, notFound } from '../errors';
import { recordEvent } from './events';
import { hashToken } from './tokens';

async function findWithdrawable(token: string): Promise<Validation> {
  const validation = await getValidationByWithdrawToken(hashToken(token));
  if (!validation) throw notFound(m.invalidLink);
  return validation;
}

async function withdrawalView(validation: Validation): Promise<WithdrawalView> {
  const proofOwner = (await getValidationRequest(validation.recognitionId, validation.validationRequestId))?.ownerUserId;
  const ownerName = (proofOwner ? (await getProfile(proofOwner))?.displayName : null) ?? 'A professional';
  return {
    proofTitle: validation.attestedTitle ?? null,
    ownerName,
    role: validation.role,
    approvedAt: validation.createdAt,
    signerName: validation.signer?.name ?? null,
    validatorEmail: validation.validatorEmail,
    withdrawnAt: validation.withdrawnAt ?? null,
    withdrawalReason: validation.withdrawalReason ?? null,
  };
}

/** What the withdrawal page shows: the co-signature as it was given, and whether it was withdrawn. */
export async function openWithdrawal(token: string): Promise<WithdrawalView> {
  return withdrawalView(await findWithdrawable(token));
}

export async function withdrawCosignature(token: string, reason: string, context: { readonly userAgent: string | null }): Promise<WithdrawalView> {
  return withdrawalView(await withdrawValidation(await findWithdrawable(token), reason, context));
}

/**
 * Withdraws one co-signature (through its link, or because its co-signer closed their account): the
 * proof is re-evaluated, its credential follows, and the withdrawal is an event of its chain.
 */
export async function withdrawValidation(found: Validation, reason: string, context: { readonly userAgent: string | null }): Promise<Validation> {
  let withdrawn: Validation;
  try {
    ({ validation: withdrawn } = await recordWithdrawal({
      recognitionId: found.recognitionId,
      validationId: found.id,
      validationCreatedAt: found.createdAt,
      reason,
      planProof: reevaluated,
    }));
  } catch (error) {
    if (error instanceof AlreadyWithdrawnError) throw conflict(m.alreadyWithdrawn, 'already_withdrawn');
    if (error instanceof NotFoundError) throw notFound(m.invalidLink);
    throw error;
  }
  // The credential naming the withdrawn co-signature is revoked before this answers (and a new one
  // issued when the proof stays verified).
  await syncProofCredential(withdrawn.recognitionId);
  const request = await getValidationRequest(withdrawn.recognitionId, withdrawn.validationRequestId);
  if (request) {
    await recordEvent(request, 'withdraw', {
      identity: null,
      userAgent: context.userAgent,
      validatorEmail: withdrawn.validatorEmail,
      validatorProfileId: withdrawn.signer?.linkedinSub ?? null,
      reason,
    });
  }
  return withdrawn;
}

/**
 * The proof once the withdrawn approval no longer counts: still verified only while another
 * approval of its current content remains (else it awaits validation again), re-scored, its seal
 * and approval list from what remains.
 */
function reevaluated(current: Proof, validations: readonly Validation[]): ProofPatch {
  const approvals = approvalsOf(validations, current.contentHash);
  const verified = current.verified && verifyingApprovalIn(approvals);
  return {
    verified,
    status: current.verified && !verified ? 'pending_validation' : current.status,
    proofScore: proofScore(current, approvals),
    sealVariant: approvals.length === 0 ? current.sealVariant : approvals.some((approval) => approval.role === 'manager') ? 'manager' : 'project-member',
    approvals: (current.approvals ?? []).filter((approval) => approvals.some((validation) => validation.id === approval.validationId)),
    updatedAt: clock.nowIso(),
  };
}
