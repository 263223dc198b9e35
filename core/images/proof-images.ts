// Proof images as the two endpoints serve them: the public card of a public proof (by number,
// versioned by content) and the owner's preview of any of their proofs, drafts included.
import { imageCacheControl, PRODUCT_IMAGE_VERSION, proofImageVersion } from '../../domain/rules/proof-image';
import { proofTrustLevelOf } from '../../domain/rules/proof-trust-level';
import { getProfile } from '../data/profiles/profiles';
import { getPublicProofView } from '../data/read-models/public-read-model';
import { isProofNumber } from '../../domain/rules/proof-number';
import { listValidationsByProof } from '../data/validations/validations';
import { getOwnProof } from '../proofs/proof-service';
import { proofCardOf } from './proof-card';
import { renderProductCard, renderProofCard } from './render';

export interface RenderedImage {
  readonly png: Buffer;
  readonly cacheControl: string;
}

/** The card of a public proof (one read of the public model); null when the number names no public proof. */
export async function publicProofImage(proofNumber: string, requestedVersion: string | undefined): Promise<RenderedImage | null> {
  const view = isProofNumber(proofNumber) ? await getPublicProofView(proofNumber) : null;
  if (!view?.card || !view.imageVersion) return null;
  return { png: await renderProofCard(view.card), cacheControl: imageCacheControl(requestedVersion, proofImageVersion(view.imageVersion)) };
}

export async function productImage(requestedVersion: string | undefined): Promise<RenderedImage> {
  return { png: await renderProductCard(), cacheControl: imageCacheControl(requestedVersion, PRODUCT_IMAGE_VERSION) };
}

/** The owner's preview of their own proof, whatever its state; anyone else gets the not-found error. */
export async function ownerProofPreview(ownerUserId: string, proofId: string): Promise<Buffer> {
  const proof = await getOwnProof(ownerUserId, proofId);
  const [owner, validations] = await Promise.all([getProfile(ownerUserId), listValidationsByProof(proof.id)]);
  const card = proofCardOf(proof, owner?.displayName ?? '', proofTrustLevelOf(proof, validations));
  return renderProofCard(card);
}
