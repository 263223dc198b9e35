// The public subset of proofs, profiles and validations: built field by field, so nothing added to
// an entity later (tokens, e-mails, hashes, LinkedIn fields) can reach a public answer by accident.
import type { PublicOwner, PublicPortfolioProfile, PublicProof, PublicValidation } from '../../domain/api/public';
import type { Profile, Recognition, Validation } from '../../domain/entities';
import { approvalsOf } from '../../domain/rules/approvals';
import { maskEmail } from '../../domain/rules/mask-email';
import { proofImagePath } from '../../domain/rules/proof-image';

/** Only for proofs that are public (verified, published, public), which always carry a number. */
export function toPublicProof(recognition: Recognition): PublicProof {
  const proofNumber = recognition.proofNumber ?? '';
  return {
    id: recognition.id,
    title: recognition.title,
    role: recognition.role,
    orgName: recognition.orgName,
    description: recognition.description,
    startDate: recognition.startDate,
    endDate: recognition.endDate,
    skills: [...recognition.skills],
    outcomes: recognition.outcomes.map((outcome) => (outcome.metric ? { description: outcome.description, metric: outcome.metric } : { description: outcome.description })),
    links: recognition.links.map((link) => ({ title: link.title, url: link.url })),
    proofNumber,
    proofScore: recognition.proofScore,
    sealVariant: recognition.sealVariant,
    verifiedAt: recognition.verifiedAt,
    updatedAt: recognition.updatedAt,
    createdAt: recognition.createdAt,
    imageUrl: proofImagePath(proofNumber, recognition.contentHash),
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
    validatorEmail: maskEmail(validation.validatorEmail),
    role: validation.role,
    trustScore: validation.trustScore,
    verifiedOn: validation.createdAt,
    comment: validation.comment,
  };
}

/** Approvals of exactly the content the proof has now, not withdrawn (content-bound approvals, DESIGN.md 3). */
export function currentApprovals<V extends Pick<Validation, 'status' | 'contentHash' | 'withdrawnAt'>>(validations: readonly V[], contentHash: string): V[] {
  return approvalsOf(validations, contentHash);
}
