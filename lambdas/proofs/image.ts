import { proofIdPathSchema } from '../../domain/api/proofs';
import { ownerProofPreview } from '../../core/images/proof-images';
import { endpoint, respondWith, routeNamed } from '../shared/endpoint';
import { binary } from '../shared/http';

/** The owner's preview of their proof card, drafts included; anyone else gets 404. */
export const handler = endpoint(routeNamed('GetProofImagePreview'), { path: proofIdPathSchema }, async ({ caller, path }) =>
  respondWith(binary(200, await ownerProofPreview(caller.id, path.id), 'image/png', { 'cache-control': 'private, no-store' })),
);
