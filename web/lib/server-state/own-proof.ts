// The owner's proof as the screens keep it: old data may lack `approvals`, which counts as none.
import type { OwnProof } from '../../../domain/api/proofs';

export const withApprovals = (proof: OwnProof): OwnProof => ({ ...proof, approvals: proof.approvals ?? [] });
