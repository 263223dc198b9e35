// GET /api/public/wallet/offers/{code}: the credential offer a `credential_offer_uri` names, while it can be redeemed.
import { wallet as m } from '../../domain/messages/wallet';
import { offerByReference } from '../../core/wallet/openid4vci';
import { WalletProtocolError } from '../../core/wallet/protocol-error';
import { endpoint, routeNamed } from '../shared/endpoint';
import { offerCodeOf, protocolAnswer } from './protocol';

export const handler = endpoint(routeNamed('GetWalletCredentialOffer'), {}, ({ event }) =>
  protocolAnswer(() => offerByReference(offerCodeOf(event, new WalletProtocolError(404, 'not_found', m.offerUsed)))),
);
