// One public proof with what every public view of it needs: its owner and the approvals of its
// current content. Shared by the proof lookup, the card image and the link previews.
import type { Profile, Recognition, Validation } from '../../domain/entities';
import { isProofNumber } from '../../domain/rules/proof-number';
import { isAwaitingRevalidationPublicly, isOwnerPubliclyShown } from '../../domain/rules/public-visibility';
import { proofTrustLevel, type ProofTrustLevel } from '../../domain/rules/proof-trust-level';
import { getProfile } from '../data/profiles';
import { getPublicRecognition, getPublishedRecognitionByProofNumber, getRecognitionByProofNumber } from '../data/recognitions';
import { listValidationsByRecognition } from '../data/validations';
import { currentApprovals } from './public-views';

export interface PublicProofRecord {
  readonly recognition: Recognition;
  readonly owner: Profile;
  /** Approved validations of the current content, newest first. */
  readonly approvals: readonly Validation[];
  readonly trustLevel: ProofTrustLevel;
}

/** A verified, published, public proof by its number (already trimmed and upper-cased); else null. */
export async function findPublicProofByNumber(proofNumber: string): Promise<PublicProofRecord | null> {
  if (!isProofNumber(proofNumber)) return null;
  return withDetails(await getPublishedRecognitionByProofNumber(proofNumber));
}

/** A verified, published, public proof by its id; else null. */
export async function findPublicProofById(recognitionId: string): Promise<PublicProofRecord | null> {
  return withDetails(await getPublicRecognition(recognitionId));
}

async function withDetails(recognition: Recognition | null): Promise<PublicProofRecord | null> {
  if (!recognition?.proofNumber) return null;
  const [owner, validations] = await Promise.all([getProfile(recognition.ownerUserId), listValidationsByRecognition(recognition.id)]);
  // A suspended owner's proofs are hidden from every public surface until they are restored.
  if (!owner || !isOwnerPubliclyShown(owner)) return null;
  const approvals = currentApprovals(validations, recognition.contentHash);
  // A public proof is verified, so it has approvals of its content; the check guards old data.
  if (approvals.length === 0) return null;
  return { recognition, owner, approvals, trustLevel: proofTrustLevel(approvals, recognition.orgName) };
}

/**
 * A proof that was published, is public and carries a proof number, but is not verified now (an
 * edit of attested content or a withdrawal took its approvals away): its shared link says it is
 * awaiting re-validation. Null for anything else.
 */
export async function findProofAwaitingRevalidation(proofNumber: string): Promise<{ recognition: Recognition; owner: Profile } | null> {
  if (!isProofNumber(proofNumber)) return null;
  const recognition = await getRecognitionByProofNumber(proofNumber);
  if (!recognition || !isAwaitingRevalidationPublicly(recognition)) return null;
  const owner = await getProfile(recognition.ownerUserId);
  return owner && isOwnerPubliclyShown(owner) ? { recognition, owner } : null;
}
