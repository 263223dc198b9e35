// The baked badge: the proof card as PNG with its credential in an iTXt chunk (Open Badges 3.0
// baking). Apart from the credential documents, because it loads the card renderer (resvg), which
// only the functions that render images are packaged with.
import { bakeCredential } from '../../domain/rules/png-itxt';
import { productImage, publicProofImage } from '../images/proof-images';
import { documentOf, found } from './credential-reads';

/** The proof card with the credential baked in (the generic card when the proof is no longer public). */
export async function bakedBadge(credentialId: string): Promise<Buffer> {
  const record = await found(credentialId);
  const document = documentOf(record);
  const image = (await publicProofImage(record.proofNumber, undefined)) ?? (await productImage(undefined));
  return Buffer.from(bakeCredential(new Uint8Array(image.png), document));
}
