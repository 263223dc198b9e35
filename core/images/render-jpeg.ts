// The proof card as JPEG, the format LinkedIn takes most reliably as a post's thumbnail: the same
// Satori tree and resvg rendering as the PNG, its RGBA pixels encoded by jpeg-js (the card is
// opaque, so dropping alpha changes nothing).
import { Resvg } from '@resvg/resvg-js';
import { encode } from 'jpeg-js';
import { proofCardTree } from './card-tree';
import type { ProofCard } from './proof-card';
import { renderSvg } from './render';

export const CARD_JPEG_QUALITY = 90;

export async function renderProofCardJpeg(card: ProofCard): Promise<Buffer> {
  const svg = await renderSvg(proofCardTree(card));
  const image = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false }, background: '#ffffff' }).render();
  return Buffer.from(encode({ data: image.pixels, width: image.width, height: image.height }, CARD_JPEG_QUALITY).data);
}
