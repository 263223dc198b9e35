// The anonymous reads behind the public pages (spec section 2: public portfolio, public project
// page, proof validation page, redirect pages). Only verified, published, public proofs exist
// here; everything else is the spec's not-found message. Each read is one GetItem or one bounded
// Query of the public read model (core/data/read-models/public-read-model.ts).
import type { ProofCodeAnswer, PublicPortfolio, PublicProject, PublicProofLookupAnswer, VerifyIdAnswer } from '../../domain/api/public';
import { publicPages, verifyById } from '../../domain/messages/public-pages';
import { isProofNumber } from '../../domain/rules/proof-number';
import { normaliseVerifyId } from '../../domain/rules/provenly-id';
import { isOwnerPubliclyShown } from '../../domain/rules/public-visibility';
import type { Profile } from '../../domain/entities';
import { getProfile, getProfileByProductId, getProfileByUsername } from '../data/profiles/profiles';
import { getPublicPortfolioView, getPublicProjectView, getPublicProofView } from '../data/read-models/public-read-model';
import { badRequest, notFound } from '../errors';

/** The account a handle names: its username (any case) or its user id. */
export async function findProfileByHandle(handle: string): Promise<Profile | null> {
  return (await getProfileByUsername(handle)) ?? (await getProfile(handle));
}

/** The portfolio by username (any case) or user id: newest first, at most MAX_PAGE_SIZE proofs. */
export async function getPublicPortfolio(handle: string): Promise<PublicPortfolio> {
  const portfolio = await getPublicPortfolioView(handle);
  if (!portfolio) throw notFound(publicPages.portfolioNotFound);
  return portfolio;
}

export async function getPublicProject(proofId: string): Promise<PublicProject> {
  const view = await getPublicProjectView(proofId);
  if (!view) throw notFound(publicPages.projectNotFound);
  return view.answer;
}

/**
 * The proof lookup; the number arrives trimmed and upper-cased. A published proof that lost its
 * verification answers that it is awaiting re-validation, rather than "not found".
 */
export async function lookupPublicProof(proofNumber: string): Promise<PublicProofLookupAnswer> {
  const view = isProofNumber(proofNumber) ? await getPublicProofView(proofNumber) : null;
  if (!view) throw notFound(publicPages.proofNotFoundOrNotVerified);
  return view.answer;
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
  const view = isProofNumber(code) ? await getPublicProofView(code) : null;
  if (view?.answer.state !== 'verified') throw notFound(publicPages.proofNotFoundOrNotVerified);
  return { projectId: view.recognitionId };
}
