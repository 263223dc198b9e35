// POST /api/bundles/{id}/revoke: the owner revokes one of their links; it then answers that it was revoked.
import { bundleIdPathSchema, type OwnBundle } from '../../domain/api/bundles';
import { revokeOwnBundle } from '../../core/bundles/bundles';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('RevokeBundle'), { path: bundleIdPathSchema }, ({ caller, path }): Promise<OwnBundle> => revokeOwnBundle(caller.id, path.id));
