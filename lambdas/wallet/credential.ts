// POST /api/public/wallet/credential: the holder-bound credential, for the access token and a proof of possession (OpenID4VCI 1.0, 8).
import { walletCredentialBodySchema } from '../../domain/api/wallet';
import { credentialForWallet } from '../../core/wallet/openid4vci';
import { endpoint, routeNamed } from '../shared/endpoint';
import { parsedOr, protocolAnswer } from './protocol';

export const handler = endpoint(routeNamed('WalletCredential'), {}, ({ body, event }) =>
  protocolAnswer(() => credentialForWallet(event.headers?.authorization, parsedOr(walletCredentialBodySchema.safeParse(body ?? {})))),
);
