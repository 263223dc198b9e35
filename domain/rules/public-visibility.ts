// The one rule that decides whether a proof may appear anywhere the public can see it: its public
// page, its project page, the portfolio, its card image, link previews, its portable credential and
// the "awaiting re-validation" answer of a shared link (docs/public-pages.md). Every public surface
// follows it: the public read model (core/data/read-models/public-read-model.ts), hence the API, the link
// previews, the card images and the portfolio; the sparse portfolio index too. It is asked about
// the proof and about its owner (a suspended or closing account shows nothing publicly).
import type { Profile, Proof } from '../entities';

type Shown = Pick<Proof, 'visibility' | 'hiddenAt'> & Partial<Pick<Proof, 'deletedAt'>>;
type Listed = Shown & Pick<Proof, 'verified' | 'status'>;
type VisibilityFields = Listed & Partial<Pick<Proof, 'proofNumber' | 'publishedAt'>>;

/**
 * Whether the public may see anything of the proof at all: its owner keeps it public, no admin
 * has hidden it and its owner has not deleted it. A hidden proof answers exactly like one that
 * does not exist.
 */
export function isPubliclyShown(proof: Shown): boolean {
  return (proof.visibility ?? 'public') === 'public' && !proof.hiddenAt && !proof.deletedAt;
}

/**
 * Verified, published, public and not hidden: whether the proof is on the portfolio, its public
 * page and the proof lookup (one condition for all three).
 */
export function isPubliclyListed(proof: Listed): boolean {
  return isPubliclyShown(proof) && proof.verified && proof.status === 'published';
}

/**
 * A proof that was published and lost its verification (an edit of attested content, a withdrawal):
 * its shared link says it awaits re-validation, as long as it is still shown.
 */
export function isAwaitingRevalidationPublicly(proof: Listed & Pick<Proof, 'proofNumber' | 'publishedAt'>): boolean {
  return isPubliclyShown(proof) && Boolean(proof.proofNumber) && Boolean(proof.publishedAt) && !proof.verified;
}

type OwnerStanding = Pick<Profile, 'suspendedAt'> & Partial<Pick<Profile, 'closingSince'>>;

/**
 * Whether the account's public pages exist: it exists, is not suspended and is not closing (its
 * owner asked to close it: it shows nothing publicly while it waits to be erased).
 */
export function isOwnerPubliclyShown(owner: OwnerStanding | null | undefined): owner is OwnerStanding {
  return Boolean(owner) && !owner?.suspendedAt && !owner?.closingSince;
}

/**
 * Whether the owner's pending validation links work: paused (not closed) while the account is
 * suspended or closing, so restoring it, or the owner signing in again, brings them back.
 */
export const ownerLinksPaused = (owner: OwnerStanding | null | undefined): boolean => Boolean(owner?.suspendedAt || owner?.closingSince);

/**
 * - `public`: verified, published, public, not hidden (and it has approvals of its current content
 *   and an owner: the caller says so with `hasApprovals` / `ownerVisible`);
 * - `awaiting-revalidation`: it was published under a proof number, is public and not hidden, and
 *   lost its verification (an edit of attested content, a withdrawal): a shared link says so,
 *   showing nothing of the unapproved content;
 * - `not-public`: everything else, answered exactly like something that does not exist.
 */
export type PublicState = 'public' | 'awaiting-revalidation' | 'not-public';

export interface PublicContext {
  /** Whether approvals of exactly the current content exist (default true). */
  readonly hasApprovals?: boolean;
  /** Whether the owner may be shown at all (false once suspended; default true). */
  readonly ownerVisible?: boolean;
}

export function publicStateOf(proof: VisibilityFields, context: PublicContext = {}): PublicState {
  if (context.ownerVisible === false || !proof.proofNumber) return 'not-public';
  if (isPubliclyListed(proof) && context.hasApprovals !== false) return 'public';
  const awaiting = isAwaitingRevalidationPublicly({ ...proof, proofNumber: proof.proofNumber, publishedAt: proof.publishedAt ?? null });
  return awaiting ? 'awaiting-revalidation' : 'not-public';
}

/**
 * Why the owner may not publish the proof outward (a LinkedIn post, a certification on the LinkedIn
 * profile), or null when they may. Sharing publishes the proof, so it asks exactly what the public
 * would then see (`publicStateOf` of the published proof is `public`): shown (`isPubliclyShown`:
 * kept public, not hidden by an admin), verified with a proof number, and an owner whose pages
 * exist (`isOwnerPubliclyShown`). A post would otherwise link to a page that answers not found.
 */
export type ShareRefusal = 'owner-suspended' | 'hidden' | 'private' | 'unverified';

export function shareRefusalOf(
  proof: Pick<Proof, 'verified' | 'visibility' | 'hiddenAt' | 'proofNumber'>,
  owner: OwnerStanding | null | undefined,
): ShareRefusal | null {
  if (!isOwnerPubliclyShown(owner)) return 'owner-suspended';
  if (!isPubliclyShown(proof)) return proof.hiddenAt ? 'hidden' : 'private';
  if (!proof.verified || !proof.proofNumber) return 'unverified';
  return null;
}
