// Where a proof's card image lives and which version it is. The version is the start of the
// card's hash (core/data/read-models/public-views.ts): a new picture gives a new URL, so an image URL can be
// cached for a year.
import { IMMUTABLE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL } from './http-cache';

export const PROOF_IMAGE_VERSION_LENGTH = 12;
/** The generic product card (link previews of unknown pages, portfolios without proofs). */
export const PRODUCT_IMAGE_PATH = '/og/product.png';
/** Bump when the look of the generic card changes (2: the site's shield mark). */
export const PRODUCT_IMAGE_VERSION = '2';

export const proofImageVersion = (contentHash: string): string => contentHash.slice(0, PROOF_IMAGE_VERSION_LENGTH);

/** `/og/proof/PJ-7KQ2MX.png?v=3f9a0c1b2d4e` (relative to the product's origin). */
export function proofImagePath(proofNumber: string, contentHash: string): string {
  return `/og/proof/${encodeURIComponent(proofNumber)}.png?v=${proofImageVersion(contentHash)}`;
}

export const productImagePath = (): string => `${PRODUCT_IMAGE_PATH}?v=${PRODUCT_IMAGE_VERSION}`;

/**
 * `canonical`: the path is spelled as the product links it (the number upper-cased). Only such a
 * path is cached for a year: the edge keys by the path as asked, and an invalidation names the
 * product's spelling, so another spelling must not outlive the picture.
 */
export type ImageRequest = { kind: 'proof'; proofNumber: string; canonical: boolean } | { kind: 'product' };

/** What `/og/{proxy+}` asks for: `proof/PJ-7KQ2MX.png` (any case) or `product.png`; else null. */
export function parseImagePath(proxy: string): ImageRequest | null {
  if (proxy === 'product.png') return { kind: 'product' };
  const match = /^proof\/([A-Za-z0-9-]{1,32})\.png$/.exec(proxy);
  if (!match) return null;
  const proofNumber = match[1]!.toUpperCase();
  return { kind: 'proof', proofNumber, canonical: match[1] === proofNumber };
}

/**
 * Cache-Control of an image: immutable for a year when the URL names the current version; any other
 * URL is a public read like the others (it shows the current card within the freshness bound).
 */
export function imageCacheControl(requestedVersion: string | undefined, currentVersion: string): string {
  return requestedVersion === currentVersion ? IMMUTABLE_CACHE_CONTROL : PUBLIC_READ_CACHE_CONTROL;
}

