// Whether a bundle link still shows its proofs (it exists, is not revoked, and its owner is shown
// publicly), and their numbers: for its page and for the bulk check, which lists each of them.
import { isOwnerPubliclyShown, isPubliclyShown } from '../../domain/rules/public-visibility';
import { getBundle, type Bundle } from '../data/bundles/bundles';
import { getProfile } from '../data/profiles/profiles';
import { getProof } from '../data/proofs/proofs';

export type BundleStanding = { readonly kind: 'shown'; readonly bundle: Bundle; readonly owner: { readonly displayName: string; readonly username: string } } | { readonly kind: 'not-found' } | { readonly kind: 'revoked' };

export async function bundleStanding(bundleId: string): Promise<BundleStanding> {
  const bundle = await getBundle(bundleId);
  const owner = bundle ? await getProfile(bundle.ownerUserId) : null;
  if (!bundle || !isOwnerPubliclyShown(owner)) return { kind: 'not-found' };
  return bundle.revokedAt ? { kind: 'revoked' } : { kind: 'shown', bundle, owner };
}

/**
 * Each proof's number, in the bundle's order; empty for one deleted, hidden or private (its line
 * says not found, and does not tell which).
 */
export const proofNumbersOf = async (bundle: Bundle): Promise<string[]> =>
  (await Promise.all(bundle.proofIds.map(getProof))).map((proof) => (proof && isPubliclyShown(proof) ? (proof.proofNumber ?? '') : ''));

/** The proof numbers a bundle link shows; null when it shows none (unknown, revoked, its owner not shown). */
export async function shownBundleProofNumbers(bundleId: string): Promise<string[] | null> {
  const standing = await bundleStanding(bundleId);
  return standing.kind === 'shown' ? proofNumbersOf(standing.bundle) : null;
}
