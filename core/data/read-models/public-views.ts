// The public subset of proofs, profiles and validations: built field by field, so nothing added to
// an entity later (tokens, e-mails, hashes, LinkedIn fields) can reach a public answer by accident.
// A co-signer is named only by cosignerNameOf (consent given and LinkedIn sign-in), else masked.
import { createHash } from 'node:crypto';
import type { PublicOwner, PublicPortfolioProfile, PublicProof, PublicProofAwaitingRevalidation, PublicProofLookup, PublicValidation } from '../../../domain/api/public';
import type { Profile, Proof, Validation } from '../../../domain/entities';
import { approvalsOf } from '../../../domain/rules/approvals';
import { maskEmail } from '../../../domain/rules/mask-email';
import { proofImagePath } from '../../../domain/rules/proof-image';
import { cosignerNameOf } from '../../../domain/rules/cosigner-name';
import { cosignerProofOf } from '../../../domain/rules/cosigner-proof';
import { proofTrustLevelOf, type ProofTrustLevel } from '../../../domain/rules/proof-trust-level';
import { CARD_DESIGN_VERSION } from '../../images/card-tree';
import { proofCardOf, type ProofCard } from '../../images/proof-card';

/**
 * Everything the public surfaces show of a public proof: the lookup answer (which holds the
 * project answer and the portfolio entry), the card the image draws, and the card's version. The
 * version is a hash of what the card shows (content, score, seal, trust level, owner's name) and of
 * how it is drawn (CARD_DESIGN_VERSION), so the image URL changes whenever the picture would.
 */
export interface PublicProofDocument {
  /** The lookup answer as the proof itself makes it (its credential is kept beside it: core/data/read-models/public-credential.ts). */
  readonly lookup: Omit<PublicProofLookup, 'credential'>;
  readonly card: ProofCard;
  readonly imageVersion: string;
}

export function cardVersion(card: ProofCard): string {
  return createHash('sha256').update(`${CARD_DESIGN_VERSION}\n${JSON.stringify(card)}`).digest('hex');
}

/**
 * The document of a proof that is public, from its validations newest first: only the approvals of
 * its current content are listed and counted, and its one Trust Level (proofTrustLevelOf) is what
 * the lookup, the project page, the portfolio entry and the image all say.
 */
export function publicProofDocument(proof: Proof, owner: Profile, validations: readonly Validation[]): PublicProofDocument {
  const approvals = approvalsOf(validations, proof.contentHash);
  const trustLevel = proofTrustLevelOf(proof, approvals);
  const card = proofCardOf(proof, owner.displayName, trustLevel);
  const imageVersion = cardVersion(card);
  return {
    lookup: { state: 'verified', proof: toPublicProof(proof, trustLevel, imageVersion), owner: toPublicOwner(owner), trustLevel, validations: approvals.map(toPublicValidation) },
    card,
    imageVersion,
  };
}

/** What a shared link of a published proof that lost its verification says (nothing of its content). */
export function awaitingRevalidationAnswer(proof: Proof, owner: Profile): PublicProofAwaitingRevalidation {
  return { state: 'awaiting-revalidation', proofNumber: proof.proofNumber ?? '', owner: toPublicOwner(owner), since: proof.updatedAt };
}

/**
 * Only for proofs that are public (verified, published, public), which always carry a number.
 * `trustLevel`: proofTrustLevelOf the proof's validations. `imageVersion`: the card's version
 * (publicProofDocument); the content hash when none is given.
 */
export function toPublicProof(proof: Proof, trustLevel: ProofTrustLevel, imageVersion: string = proof.contentHash): PublicProof {
  const proofNumber = proof.proofNumber ?? '';
  return {
    id: proof.id,
    title: proof.title,
    role: proof.role,
    orgName: proof.orgName,
    description: proof.description,
    startDate: proof.startDate,
    endDate: proof.endDate,
    skills: [...proof.skills],
    outcomes: proof.outcomes.map((outcome) => (outcome.metric ? { description: outcome.description, metric: outcome.metric } : { description: outcome.description })),
    links: proof.links.map((link) => ({ title: link.title, url: link.url })),
    proofNumber,
    proofScore: proof.proofScore,
    sealVariant: proof.sealVariant,
    verifiedAt: proof.verifiedAt,
    updatedAt: proof.updatedAt,
    createdAt: proof.createdAt,
    imageUrl: proofImagePath(proofNumber, imageVersion),
    trustLevel,
  };
}

export function toPublicOwner(profile: Profile): PublicOwner {
  return { username: profile.username, displayName: profile.displayName, avatarUrl: profile.avatarUrl, headline: profile.headline };
}

export function toPortfolioProfile(profile: Profile): PublicPortfolioProfile {
  return { id: profile.id, ...toPublicOwner(profile), bio: profile.bio, productId: profile.productId };
}

export function toPublicValidation(validation: Validation): PublicValidation {
  return {
    name: cosignerNameOf(validation),
    validatorEmail: maskEmail(validation.validatorEmail),
    role: validation.role,
    trustScore: validation.trustScore,
    verifiedOn: validation.createdAt,
    comment: validation.comment,
    proven: cosignerProofOf(validation),
  };
}

/** Approvals of exactly the content the proof has now, not withdrawn (content-bound approvals, DESIGN.md 3). */
export function currentApprovals<V extends Pick<Validation, 'status' | 'contentHash' | 'withdrawnAt'>>(validations: readonly V[], contentHash: string): V[] {
  return approvalsOf(validations, contentHash);
}
