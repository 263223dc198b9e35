// POST /api/public/wallet/exchanges/{code}: the VC-API exchange (VCALM): `{}` answers a
// DIDAuthentication request; the signed presentation answers the holder-bound credential.
import { exchangeBodySchema } from '../../domain/api/wallet';
import { exchangeStep } from '../../core/wallet/vc-api-exchange';
import { endpoint, respond, routeNamed } from '../shared/endpoint';
import { offerCodeOf, WALLET_HEADERS } from './protocol';

export const handler = endpoint(routeNamed('WalletExchange'), { body: exchangeBodySchema }, async ({ event, body }) =>
  respond(200, await exchangeStep(offerCodeOf(event), body ?? {}), WALLET_HEADERS),
);
