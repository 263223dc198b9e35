// The one rule that decides what anyone, signed in or not, may see of a proof (docs/public-pages.md).
// Every public surface follows it: the public read model (core/data/public-read-model.ts), hence
// the API, the link previews, the card images and the portfolio; the sparse portfolio index too.
import type { Recognition } from '../entities';

type VisibilityFields = Pick<Recognition, 'verified' | 'visibility' | 'status' | 'hiddenAt'> & Partial<Pick<Recognition, 'proofNumber' | 'publishedAt'>>;

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

/** Verified, published, public and not hidden: the portfolio's and the public pages' condition. */
export function isPubliclyListed(recognition: VisibilityFields): boolean {
  return recognition.verified && (recognition.visibility ?? 'public') === 'public' && recognition.status === 'published' && !recognition.hiddenAt;
}

export function publicStateOf(recognition: VisibilityFields, context: PublicContext = {}): PublicState {
  if (context.ownerVisible === false || !recognition.proofNumber) return 'not-public';
  if (isPubliclyListed(recognition) && context.hasApprovals !== false) return 'public';
  const shownBefore = Boolean(recognition.publishedAt) && (recognition.visibility ?? 'public') === 'public' && !recognition.hiddenAt;
  return shownBefore && !recognition.verified ? 'awaiting-revalidation' : 'not-public';
}
