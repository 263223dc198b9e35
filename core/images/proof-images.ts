// Proof images as the two endpoints serve them: the public card of a public proof (by number,
// versioned by content) and the owner's preview of any of their proofs, drafts included.
import { imageCacheControl, PRODUCT_IMAGE_VERSION, proofImageVersion } from '../../domain/rules/proof-image';
import { proofTrustLevel } from '../../domain/rules/proof-trust-level';
import { getProfile } from '../data/profiles';
import { listValidationsByRecognition } from '../data/validations';
import { getOwnProof } from '../proofs/proof-service';
import { findPublicProofByNumber } from '../public/public-proof';
import { currentApprovals } from '../public/public-views';
import { proofCardOf } from './proof-card';
import { renderProductCard, renderProofCard } from './render';

export interface RenderedImage {
  readonly png: Buffer;
  readonly cacheControl: string;
}

/** The card of a public proof; null when the number names no public proof. */
export async function publicProofImage(proofNumber: string, requestedVersion: string | undefined): Promise<RenderedImage | null> {
  const found = await findPublicProofByNumber(proofNumber);
  if (!found) return null;
  const card = proofCardOf(found.recognition, found.owner.displayName, found.trustLevel);
  return { png: await renderProofCard(card), cacheControl: imageCacheControl(requestedVersion, proofImageVersion(found.recognition.contentHash)) };
}

export async function productImage(requestedVersion: string | undefined): Promise<RenderedImage> {
  return { png: await renderProductCard(), cacheControl: imageCacheControl(requestedVersion, PRODUCT_IMAGE_VERSION) };
}

/** The owner's preview of their own proof, whatever its state; anyone else gets the not-found error. */
export async function ownerProofPreview(ownerUserId: string, recognitionId: string): Promise<Buffer> {
  const recognition = await getOwnProof(ownerUserId, recognitionId);
  const [owner, validations] = await Promise.all([getProfile(ownerUserId), listValidationsByRecognition(recognition.id)]);
  const approvals = currentApprovals(validations, recognition.contentHash);
  const card = proofCardOf(recognition, owner?.displayName ?? '', proofTrustLevel(approvals, recognition.orgName));
  return renderProofCard(card);
}
