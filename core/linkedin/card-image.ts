// The 1200x627 card a LinkedIn post carries, as JPEG: the share dialog previews exactly this.
import { proofTrustLevelOf } from '../../domain/rules/proof-trust-level';
import type { Proof } from '../../domain/entities';
import { getProfile } from '../data/profiles/profiles';
import { listValidationsByProof } from '../data/validations/validations';
import { proofCardOf } from '../images/proof-card';
import { renderProofCardJpeg } from '../images/render-jpeg';
import { getOwnProof } from '../proofs/proof-service';

/** The owner's card of their own proof; anyone else gets the not-found error. */
export async function ownerCardJpeg(ownerUserId: string, recognitionId: string): Promise<Buffer> {
  return cardJpegOf(await getOwnProof(ownerUserId, recognitionId));
}

export async function cardJpegOf(recognition: Proof): Promise<Buffer> {
  const [owner, validations] = await Promise.all([getProfile(recognition.ownerUserId), listValidationsByProof(recognition.id)]);
  return renderProofCardJpeg(proofCardOf(recognition, owner?.displayName ?? '', proofTrustLevelOf(recognition, validations)));
}
