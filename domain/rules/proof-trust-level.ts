// The Trust Level line of the proof page (spec section 4). Only approved validations count.
import type { Validation } from '../entities';

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
