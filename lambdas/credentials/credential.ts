// GET /api/public/credentials/{id}: a credential as issued (a revoked one too: its status says so).
import { credentialIdPathSchema } from '../../domain/api/credentials';
import { credentialDocument } from '../../core/credentials/credential-reads';
import { endpoint, respondWith, routeNamed } from '../shared/endpoint';
import { CORS, IMMUTABLE_DOCUMENT } from './cors';

export const handler = endpoint(routeNamed('GetCredential'), { path: credentialIdPathSchema }, async ({ path }) =>
  respondWith({
    statusCode: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': IMMUTABLE_DOCUMENT, ...CORS },
    body: await credentialDocument(path.id),
  }),
);
