// GET /api/public/status-lists/{id}: a signed BitstringStatusListCredential (revocation bits).
import { statusListPathSchema } from '../../domain/api/credentials';
import { credentials as m } from '../../domain/messages/credentials';
import { getSignedStatusList } from '../../core/data/credentials/status-lists';
import { notFound } from '../../core/errors';
import { endpoint, respondWith, routeNamed } from '../shared/endpoint';
import { CORS, SHORT_LIVED } from './cors';

export const handler = endpoint(routeNamed('GetStatusList'), { path: statusListPathSchema }, async ({ path }) => {
  const signed = await getSignedStatusList(path.id);
  if (!signed) throw notFound(m.notFound);
  return respondWith({
    statusCode: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': SHORT_LIVED, ...CORS },
    body: signed,
  });
});
