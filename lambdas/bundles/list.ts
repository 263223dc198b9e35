// GET /api/bundles: the owner's links, newest first.
import type { OwnBundlesAnswer } from '../../domain/api/bundles';
import { listOwnBundles } from '../../core/bundles/bundles';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('ListBundles'), {}, ({ caller }): Promise<OwnBundlesAnswer> => listOwnBundles(caller.id));
