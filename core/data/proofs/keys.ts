// The keys of recognitions (proofs) and their proof-number claims.
// docs/data-model.md lists the layout and the access pattern each key serves.
import { canonicalIso, type Key, normalizeProofNumber, ownerPartition, proofPartition } from '../plumbing/key-parts';

/** The item kinds of recognitions (the `type` attribute). */
export const proofItemTypes = {
  recognition: 'Recognition',
  proofNumberClaim: 'ProofNumberClaim',
  /** What stays of a proof its owner deleted: ids and when, nothing of its content. */
  deletedProof: 'DeletedProof',
} as const;

export const proofKeys = {
  recognition: (proofId: string): Key => ({ pk: proofPartition(proofId), sk: 'PROOF' }),
  recognitionOwnerList: (ownerUserId: string, createdAt: string, proofId: string) => ({
    gsi1pk: ownerPartition(ownerUserId),
    gsi1sk: `PROOF#${canonicalIso(createdAt)}#${proofId}`,
  }),
  /** What is kept of a proof its owner deleted, on the owner's lists (gsi1), by when. */
  deletedProofOwnerList: (ownerUserId: string, deletedAt: string, proofId: string) => ({
    gsi1pk: ownerPartition(ownerUserId),
    gsi1sk: `DELETED#${canonicalIso(deletedAt)}#${proofId}`,
  }),
  portfolio: (ownerUserId: string, createdAt: string, proofId: string) => ({
    gsi2pk: `PORTFOLIO#${ownerUserId}`,
    gsi2sk: `${canonicalIso(createdAt)}#${proofId}`,
  }),
  portfolioPartition: (ownerUserId: string) => `PORTFOLIO#${ownerUserId}`,
  proofNumber: (proofNumber: string): Key => ({ pk: `PROOFNUM#${normalizeProofNumber(proofNumber)}`, sk: 'PROOFNUM' }),
} as const;
