// Which decisions count for a proof: approvals of exactly its current content that were not
// withdrawn (content-bound approvals, DESIGN.md section 3). Everything that derives trust from
// co-signatures (verified, score, seal, trust level, public pages) counts these and only these.
import type { Validation } from '../entities';

type Counted = Pick<Validation, 'status' | 'contentHash'> & { readonly withdrawnAt?: string | null };

export function countsForContent(validation: Counted, contentHash: string): boolean {
  return validation.status === 'approved' && !validation.withdrawnAt && validation.contentHash === contentHash;
}

/** The approvals of `contentHash` among `validations`, in their order. */
export function approvalsOf<V extends Counted>(validations: readonly V[], contentHash: string): V[] {
  return validations.filter((validation) => countsForContent(validation, contentHash));
}
