// Which decisions count for a proof: approvals of exactly its current content that were not
// withdrawn (content-bound approvals, DESIGN.md section 3). Everything that derives trust from
// co-signatures (verified, score, seal, trust level, public pages) counts these and only these.
// Of these, only an approval whose signer's identity was established independently of the owner
// verifies a proof (DESIGN.md section 3, Verified): the others are shown and scored, no more.
import type { Validation } from '../entities';

type Counted = Pick<Validation, 'status' | 'contentHash'> & { readonly withdrawnAt?: string | null };

export function countsForContent(validation: Counted, contentHash: string): boolean {
  return validation.status === 'approved' && !validation.withdrawnAt && validation.contentHash === contentHash;
}

/** The approvals of `contentHash` among `validations`, in their order. */
export function approvalsOf<V extends Counted>(validations: readonly V[], contentHash: string): V[] {
  return validations.filter((validation) => countsForContent(validation, contentHash));
}

type Established = Pick<Validation, 'signer' | 'domainVerificationMethod'> & { readonly signals?: Validation['signals'] };

/**
 * Whether the approval establishes who approved, beyond holding the link: the signer signed in
 * with LinkedIn (an identity that is none of the owner's: those are refused), or the link went to
 * a mailbox at the organisation's company domain (`email_domain`). Never a decision made from a
 * browser the owner signed in with lately (`owner_session`): that is the owner's own hand.
 */
export function establishesIdentity(validation: Established): boolean {
  if (validation.signals?.includes('owner_session')) return false;
  return Boolean(validation.signer) || validation.domainVerificationMethod === 'email_domain';
}

/** Whether these approvals (of the current content) verify the proof: at least one establishes its signer. */
export function verifyingApprovalIn(approvals: readonly Established[]): boolean {
  return approvals.some(establishesIdentity);
}
