// POST /api/public/wallet/exchanges/{code}: the VC-API exchange (VCALM): `{}` answers a
// DIDAuthentication request; the signed presentation answers the holder-bound credential.
import { exchangeBodySchema, preAuthorizedCodeSchema } from '../../domain/api/wallet';
import { wallet as m } from '../../domain/messages/wallet';
import { notFound } from '../../core/errors';
import { exchangeStep } from '../../core/wallet/vc-api-exchange';
import { endpoint, respond, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('WalletExchange'), { body: exchangeBodySchema }, async ({ event, body }) => {
  const code = preAuthorizedCodeSchema.safeParse(event.pathParameters?.code);
  if (!code.success) throw notFound(m.offerUsed);
  return respond(200, await exchangeStep(code.data, body ?? {}), { 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
});
