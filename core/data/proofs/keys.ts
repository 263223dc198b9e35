// The keys of recognitions (proofs) and their proof-number claims.
// docs/data-model.md lists the layout and the access pattern each key serves.
import { canonicalIso, type Key, normalizeProofNumber, ownerPartition, proofPartition } from '../plumbing/key-parts';

/** The item kinds of recognitions (the `type` attribute). */
export const proofItemTypes = {
  recognition: 'Recognition',
  proofNumberClaim: 'ProofNumberClaim',
} as const;

export const proofKeys = {
  recognition: (recognitionId: string): Key => ({ pk: proofPartition(recognitionId), sk: 'PROOF' }),
  recognitionOwnerList: (ownerUserId: string, createdAt: string, recognitionId: string) => ({
    gsi1pk: ownerPartition(ownerUserId),
    gsi1sk: `PROOF#${canonicalIso(createdAt)}#${recognitionId}`,
  }),
  portfolio: (ownerUserId: string, createdAt: string, recognitionId: string) => ({
    gsi2pk: `PORTFOLIO#${ownerUserId}`,
    gsi2sk: `${canonicalIso(createdAt)}#${recognitionId}`,
  }),
  portfolioPartition: (ownerUserId: string) => `PORTFOLIO#${ownerUserId}`,
  proofNumber: (proofNumber: string): Key => ({ pk: `PROOFNUM#${normalizeProofNumber(proofNumber)}`, sk: 'PROOFNUM' }),
} as const;
