// GET /api/public/bundles/{id}: what a bundle link shows, each proof live; a revoked link is 410.
import { bundleIdPathSchema, type PublicBundle } from '../../domain/api/bundles';
import { publicBundle } from '../../core/bundles/bundles';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('GetPublicBundle'), { path: bundleIdPathSchema }, ({ path }): Promise<PublicBundle> => publicBundle(path.id));
