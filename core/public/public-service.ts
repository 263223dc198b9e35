// The anonymous reads behind the public pages (spec section 2: public portfolio, public project
// page, proof validation page, redirect pages). Only verified, published, public proofs exist
// here; everything else is the spec's not-found message. Every read is a key lookup or a bounded
// Query (the portfolio's sparse index).
import type { ProofCodeAnswer, PublicPortfolio, PublicProject, PublicProofLookupAnswer, VerifyIdAnswer } from '../../domain/api/public';
import type { Profile } from '../../domain/entities';
import { publicPages, verifyById } from '../../domain/messages';
import { isProofNumber } from '../../domain/rules/proof-number';
import { normaliseVerifyId } from '../../domain/rules/provenly-id';
import { isOwnerPubliclyShown } from '../../domain/rules/public-visibility';
import { MAX_PAGE_SIZE } from '../data/items';
import { getProfile, getProfileByProductId, getProfileByUsername } from '../data/profiles';
import { getRecognitionByProofNumber, isPortfolioVisible, listPortfolio } from '../data/recognitions';
import { badRequest, notFound } from '../errors';
import { findProofAwaitingRevalidation, findPublicProofById, findPublicProofByNumber } from './public-proof';
import { toPortfolioProfile, toPublicOwner, toPublicProof, toPublicValidation } from './public-views';

/** A username (any case) or a user id. */
export async function findProfileByHandle(handle: string): Promise<Profile | null> {
  return (await getProfileByUsername(handle)) ?? (await getProfile(handle));
}

/** The portfolio: newest first, at most one page of the sparse index (MAX_PAGE_SIZE proofs). */
export async function getPublicPortfolio(handle: string): Promise<PublicPortfolio> {
  const profile = await findProfileByHandle(handle);
  // A suspended account's portfolio does not exist for the public until an admin restores it.
  if (!profile || !isOwnerPubliclyShown(profile)) throw notFound(publicPages.portfolioNotFound);
  const page = await listPortfolio(profile.id, { limit: MAX_PAGE_SIZE });
  return { profile: toPortfolioProfile(profile), proofs: page.items.filter(isPortfolioVisible).map(toPublicProof) };
}

export async function getPublicProject(recognitionId: string): Promise<PublicProject> {
  const found = await findPublicProofById(recognitionId);
  if (!found) throw notFound(publicPages.projectNotFound);
  return { project: toPublicProof(found.recognition), owner: toPublicOwner(found.owner) };
}

/**
 * The proof lookup; the number arrives trimmed and upper-cased. A published proof that lost its
 * verification answers that it is awaiting re-validation, rather than "not found".
 */
export async function lookupPublicProof(proofNumber: string): Promise<PublicProofLookupAnswer> {
  const found = await findPublicProofByNumber(proofNumber);
  if (!found) {
    const awaiting = await findProofAwaitingRevalidation(proofNumber);
    if (!awaiting) throw notFound(publicPages.proofNotFoundOrNotVerified);
    return { state: 'awaiting-revalidation', proofNumber: awaiting.recognition.proofNumber ?? proofNumber, owner: toPublicOwner(awaiting.owner), since: awaiting.recognition.updatedAt };
  }
  return {
    state: 'verified',
    proof: toPublicProof(found.recognition),
    owner: toPublicOwner(found.owner),
    trustLevel: found.trustLevel,
    validations: found.approvals.map(toPublicValidation),
  };
}

/** /verify/{productId}: the username to redirect to. */
export async function resolveProvenlyId(raw: string): Promise<VerifyIdAnswer> {
  const parsed = normaliseVerifyId(raw);
  if (!parsed.ok) throw badRequest(parsed.message);
  const profile = await getProfileByProductId(parsed.id);
  if (!profile || !isOwnerPubliclyShown(profile)) throw notFound(verifyById.idNotFound);
  if (!profile.username?.trim()) throw notFound(verifyById.profileIncomplete);
  return { username: profile.username };
}

/** /verify-proof?code=: the project to redirect to, only when it is verified and published. */
export async function resolveProofCode(code: string): Promise<ProofCodeAnswer> {
  const recognition = isProofNumber(code) ? await getRecognitionByProofNumber(code) : null;
  if (!recognition || !isPortfolioVisible(recognition) || !isOwnerPubliclyShown(await getProfile(recognition.ownerUserId))) throw notFound(publicPages.proofNotFoundOrNotVerified);
  return { projectId: recognition.id };
}
