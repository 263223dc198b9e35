// GET /api/public/bundles/{id}/presentation: the bundle's verifiable presentation (a download).
import { bundleIdPathSchema } from '../../domain/api/bundles';
import { bundlePresentation } from '../../core/bundles/bundles';
import { endpoint, respond, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('GetBundlePresentation'), { path: bundleIdPathSchema }, async ({ path }) =>
  respond(200, await bundlePresentation(path.id), {
    'access-control-allow-origin': '*',
    'cache-control': 'no-store',
    'content-disposition': `attachment; filename="proofs-${path.id}.json"`,
  }),
);
