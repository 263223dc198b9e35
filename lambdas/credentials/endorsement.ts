// GET /api/public/credentials/{id}/endorsements/{validationId}: one co-signer's endorsement alone.
import { endorsementPathSchema } from '../../domain/api/credentials';
import { endorsementDocument } from '../../core/credentials/credential-reads';
import { endpoint, respond, routeNamed } from '../shared/endpoint';
import { CORS, IMMUTABLE_DOCUMENT } from './cors';

export const handler = endpoint(routeNamed('GetEndorsement'), { path: endorsementPathSchema }, async ({ path }) =>
  respond(200, await endorsementDocument(path.id, path.validationId), { ...CORS, 'cache-control': IMMUTABLE_DOCUMENT }),
);
