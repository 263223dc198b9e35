// POST /api/bundles: the owner puts several of their verified proofs under one link.
import { createBundleSchema, type OwnBundle } from '../../domain/api/bundles';
import { createBundle } from '../../core/bundles/bundles';
import { endpoint, respond, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('CreateBundle'), { body: createBundleSchema }, async ({ caller, body }) => respond(201, (await createBundle(caller.id, body.proofIds)) satisfies OwnBundle));
