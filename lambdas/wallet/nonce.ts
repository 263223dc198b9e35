// POST /api/public/wallet/nonce: a fresh nonce for a proof of possession (OpenID4VCI 1.0, 7).
import { newNonce } from '../../core/wallet/openid4vci';
import { endpoint, routeNamed } from '../shared/endpoint';
import { protocolAnswer } from './protocol';

export const handler = endpoint(routeNamed('WalletNonce'), {}, () => protocolAnswer(newNonce));
