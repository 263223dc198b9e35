// The Trust Level line of the proof page (spec section 4): the one trust scale of every surface a
// recruiter reads (the public proof page, project page and portfolio, the proof image, the link
// previews and the portable credential). The owner's own card keeps the spec's card label
// (card-trust-label.ts). Only approvals of the proof's current content count (approvals.ts).
//
// 'Domain Verified' stays consistent with what verifies a proof (DESIGN.md section 3): a method
// other than 'unknown' is recorded only when the address that was proven (the link's mailbox, or
// the e-mail LinkedIn verified) is at the organisation's company domain, so it always comes with
// an established identity at that domain (`establishesIdentity`).
import type { Proof, Validation } from '../entities';
import { approvalsOf } from './approvals';

export const PROOF_TRUST_LEVELS = ['Manager Verified', 'Domain Verified', 'Organization Listed', 'Self Reported'] as const;
export type ProofTrustLevel = (typeof PROOF_TRUST_LEVELS)[number];

export function proofTrustLevel(
  validations: readonly Pick<Validation, 'role' | 'status' | 'domainVerificationMethod'>[],
  orgName: string | null,
): ProofTrustLevel {
  const approved = validations.filter((v) => v.status === 'approved');
  if (approved.some((v) => v.role === 'manager')) return 'Manager Verified';
  if (approved.some((v) => v.domainVerificationMethod !== 'unknown')) return 'Domain Verified';
  if (orgName?.trim()) return 'Organization Listed';
  return 'Self Reported';
}

type Counted = Pick<Validation, 'role' | 'status' | 'domainVerificationMethod' | 'contentHash'> & { readonly withdrawnAt?: string | null };

/**
 * The proof's Trust Level from any of its validations: what every recruiter-facing surface calls,
 * so each counts the same approvals (`approvalsOf` the current content) and says the same words.
 */
export function proofTrustLevelOf(proof: Pick<Proof, 'orgName' | 'contentHash'>, validations: readonly Counted[]): ProofTrustLevel {
  return proofTrustLevel(approvalsOf(validations, proof.contentHash), proof.orgName);
}
