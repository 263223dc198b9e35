// The one rule that decides whether a proof may appear anywhere the public can see it: its public
// page, its project page, the portfolio, its card image, link previews, its portable credential and
// the "awaiting re-validation" answer of a shared link. Every public read asks this module, about
// the proof and about its owner (a suspended account shows nothing publicly).
import type { Profile, Recognition } from '../entities';

type Shown = Pick<Recognition, 'visibility' | 'hiddenAt'>;
type Listed = Pick<Recognition, 'verified' | 'visibility' | 'status' | 'hiddenAt'>;

/**
 * Whether the public may see anything of the proof at all: its owner keeps it public and no admin
 * has hidden it. A hidden proof answers exactly like one that does not exist.
 */
export function isPubliclyShown(recognition: Shown): boolean {
  return (recognition.visibility ?? 'public') === 'public' && !recognition.hiddenAt;
}

/** Whether the proof is on the portfolio, its public page and the proof lookup: shown, verified and published. */
export function isPortfolioVisible(recognition: Listed): boolean {
  return isPubliclyShown(recognition) && recognition.verified && recognition.status === 'published';
}

/**
 * A proof that was published and lost its verification (an edit of attested content, a withdrawal):
 * its shared link says it awaits re-validation, as long as it is still shown.
 */
export function isAwaitingRevalidationPublicly(recognition: Listed & Pick<Recognition, 'proofNumber' | 'publishedAt'>): boolean {
  return isPubliclyShown(recognition) && Boolean(recognition.proofNumber) && Boolean(recognition.publishedAt) && !recognition.verified;
}

/** Whether the account's public pages exist: it exists and is not suspended. */
export function isOwnerPubliclyShown(owner: Pick<Profile, 'suspendedAt'> | null | undefined): owner is Pick<Profile, 'suspendedAt'> {
  return Boolean(owner) && !owner?.suspendedAt;
}
