// What a proof card shows (spec section 9: proof image 1200x627, at most 3 outcomes), gathered from
// a proof, its owner and the trust level of its current approvals.
import { CARD_MAX_OUTCOMES } from '../../domain/constants';
import type { Outcome, Proof, SealVariant } from '../../domain/entities';
import type { ProofTrustLevel } from '../../domain/rules/proof-trust-level';

export interface ProofCard {
  readonly title: string;
  readonly role: string;
  readonly orgName: string | null;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly outcomes: readonly Outcome[];
  readonly ownerName: string;
  /** Null until the proof is verified (owner previews of drafts). */
  readonly proofNumber: string | null;
  readonly proofScore: number | null;
  readonly trustLevel: ProofTrustLevel;
  /** Null until verified. */
  readonly sealVariant: SealVariant | null;
}

export function proofCardOf(proof: Proof, ownerName: string, trustLevel: ProofTrustLevel): ProofCard {
  return {
    title: proof.title,
    role: proof.role,
    orgName: proof.orgName,
    startDate: proof.startDate,
    endDate: proof.endDate,
    outcomes: proof.outcomes.slice(0, CARD_MAX_OUTCOMES),
    ownerName,
    proofNumber: proof.verified ? proof.proofNumber : null,
    proofScore: proof.proofScore,
    trustLevel,
    sealVariant: proof.verified ? proof.sealVariant : null,
  };
}
