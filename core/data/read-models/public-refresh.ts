// Rebuilding the public read model outside a proof's own transaction: after a profile change (the
// owner's name, picture, headline, username or suspension show on every public view of their
// proofs), for an admin action that hides or suspends, and for data written before the model
// existed (the data migration core/data/migrations/public-read-model.ts). Every path reads the
// entities as they are and writes what `publicViewItems` says (and the proof's latest credential),
// so it can run any number of times.
import { getCredential, getProofCredentials, latestCredentialId } from '../credentials/credentials';
import { refreshPublicCredential } from './public-credential';
import { numberedProofsOf, portfolioProfileItem, publicViewItems, readOwner, writePublicViewItems } from './public-read-model';
import { getProofItem, proofNotDeletedCheck, toProof } from '../proofs/proof-items';
import { TransactionCancelled, transactWrite } from '../plumbing/transact';
import { listValidationsByProof } from '../validations/validations';

/** Rewrites one proof's public views from its current state (the hook for hiding and repairs). */
export async function refreshPublicViews(proofId: string): Promise<void> {
  const item = await getProofItem(proofId);
  // A deleted proof's views went with the deleting write; its removal takes whatever is left.
  if (!item || item.deletedAt) return;
  const proof = toProof(item);
  if (!proof.proofNumber) return;
  const [owner, validations, pointer] = await Promise.all([readOwner(proof.ownerUserId), listValidationsByProof(proofId, { consistent: true }), getProofCredentials(proofId)]);
  // Written only while the proof stands: deleted meanwhile, it must not have views again.
  try {
    await transactWrite({ ...publicViewItems({ proof, owner, validations }), proof: proofNotDeletedCheck(proofId) });
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed('proof')) return;
    throw error;
  }
  const latestId = latestCredentialId(pointer);
  const credential = latestId ? await getCredential(latestId, { consistent: true }) : null;
  if (credential) await refreshPublicCredential(proof.proofNumber, credential);
}

/**
 * Rewrites a user's portfolio profile and every public view of their proofs (owner fields are
 * copied into each view). Called right after a change of a profile's public fields, an admin
 * suspension or a rename; bounded by the user's proofs that carry a number.
 */
export async function refreshOwnerPublicViews(userId: string): Promise<void> {
  const profile = await readOwner(userId);
  if (!profile) return;
  await writePublicViewItems({ profile: portfolioProfileItem(profile) });
  for (const proofId of await numberedProofsOf(userId)) await refreshPublicViews(proofId);
}

/** Public fields of a profile: a change of any of them refreshes the owner's views. */
export const PUBLIC_PROFILE_FIELDS_SHOWN = ['displayName', 'avatarUrl', 'headline', 'bio', 'suspendedAt', 'closingSince', 'username'] as const;

export function touchesPublicFields(patch: Readonly<Record<string, unknown>>): boolean {
  return PUBLIC_PROFILE_FIELDS_SHOWN.some((name) => patch[name] !== undefined);
}
