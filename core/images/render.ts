// Element tree -> SVG (Satori, text drawn as glyph outlines) -> PNG (resvg).
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { PROOF_IMAGE } from '../../domain/constants';
import { proofCardTree } from './card-tree';
import type { CardElement } from './element';
import { cardFonts } from './fonts';
import { productCardTree } from './product-card';
import type { ProofCard } from './proof-card';

type SatoriElement = Parameters<typeof satori>[0];

export async function renderSvg(tree: CardElement): Promise<string> {
  return satori(tree as unknown as SatoriElement, { width: PROOF_IMAGE.width, height: PROOF_IMAGE.height, fonts: await cardFonts() });
}

export async function renderPng(tree: CardElement): Promise<Buffer> {
  const svg = await renderSvg(tree);
  // Text is already outlines: no system fonts to load.
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  return Buffer.from(png);
}

export const renderProofCard = (card: ProofCard): Promise<Buffer> => renderPng(proofCardTree(card));
export const renderProductCard = (): Promise<Buffer> => renderPng(productCardTree());
