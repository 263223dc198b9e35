import { proofIdPathSchema } from '../../domain/api/proofs';
import { ownerCardJpeg } from '../../core/linkedin/card-image';
import { endpoint, respondWith, routeNamed } from '../shared/endpoint';
import { binary } from '../shared/http';

/** The JPEG card a LinkedIn post of this proof carries; only its owner may see it (404 otherwise). */
export const handler = endpoint(routeNamed('LinkedinCardImage'), { path: proofIdPathSchema }, async ({ caller, path }) =>
  respondWith(binary(200, await ownerCardJpeg(caller.id, path.id), 'image/jpeg', { 'cache-control': 'private, no-store' })),
);
