// GET /api/public/credentials/{id}/badge.png: the proof card with the credential baked in (iTXt).
import { credentialIdPathSchema } from '../../domain/api/credentials';
import { bakedBadge } from '../../core/credentials/baked-badge';
import { endpoint, respondWith, routeNamed } from '../shared/endpoint';
import { binary } from '../shared/http';
import { CORS, IMMUTABLE_DOCUMENT } from './cors';

export const handler = endpoint(routeNamed('GetBakedBadge'), { path: credentialIdPathSchema }, async ({ path }) =>
  respondWith(
    binary(200, await bakedBadge(path.id), 'image/png', {
      ...CORS,
      'cache-control': IMMUTABLE_DOCUMENT,
      'content-disposition': `attachment; filename="credential-${path.id}.png"`,
    }),
  ),
);
