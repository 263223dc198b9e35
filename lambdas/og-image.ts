// GET /og/{proxy+}: proof-card images (Satori + resvg) for link previews and public pages, cached
// by CloudFront. `/og/proof/{number}.png?v={version}` is a public proof's card, cacheable for a
// year when `v` names its current content; `/og/product.png` is the generic card.
import { imagePathSchema, imageQuerySchema } from '../domain/api/public';
import { publicPages } from '../domain/messages/public-pages';
import { PUBLIC_READ_CACHE } from '../domain/rules/http-cache';
import { parseImagePath } from '../domain/rules/proof-image';
import { notFound } from '../core/errors';
import { productImage, publicProofImage } from '../core/images/proof-images';
import { imageRoute } from './routes';
import { endpoint, respondWith } from './shared/endpoint';
import { binary } from './shared/http';

export const handler = endpoint(imageRoute, { path: imagePathSchema, query: imageQuerySchema, cache: PUBLIC_READ_CACHE }, async ({ path, query }) => {
  const wanted = parseImagePath(path.proxy);
  if (!wanted) throw notFound();
  // Another spelling of the number gets the picture, never the year-long caching of the product's own link.
  const image = wanted.kind === 'product' ? await productImage(query.v) : await publicProofImage(wanted.proofNumber, wanted.canonical ? query.v : undefined);
  if (!image) throw notFound(publicPages.proofNotFoundOrNotVerified);
  return respondWith(binary(200, image.png, 'image/png', { 'cache-control': image.cacheControl }));
});
