// The 1200x627 card a LinkedIn post carries, as JPEG: the share dialog previews exactly this.
import { proofTrustLevelOf } from '../../domain/rules/proof-trust-level';
import type { Proof } from '../../domain/entities';
import { getProfile } from '../data/profiles/profiles';
import { listValidationsByProof } from '../data/validations/validations';
import { proofCardOf } from '../images/proof-card';
import { renderProofCardJpeg } from '../images/render-jpeg';
import { getOwnProof } from '../proofs/proof-service';

/** The owner's card of their own proof; anyone else gets the not-found error. */
export async function ownerCardJpeg(ownerUserId: string, proofId: string): Promise<Buffer> {
  return cardJpegOf(await getOwnProof(ownerUserId, proofId));
}

export async function cardJpegOf(proof: Proof): Promise<Buffer> {
  const [owner, validations] = await Promise.all([getProfile(proof.ownerUserId), listValidationsByProof(proof.id)]);
  return renderProofCardJpeg(proofCardOf(proof, owner?.displayName ?? '', proofTrustLevelOf(proof, validations)));
}
