// POST /api/public/wallet/token: a pre-authorized code for an access token, once (OpenID4VCI 1.0, 6).
import { PRE_AUTHORIZED_CODE_GRANT, walletTokenBodySchema } from '../../domain/api/wallet';
import { wallet as m } from '../../domain/messages/wallet';
import { tokenForCode } from '../../core/wallet/openid4vci';
import { WalletProtocolError } from '../../core/wallet/protocol-error';
import { endpoint, routeNamed } from '../shared/endpoint';
import { parsedOr, protocolAnswer } from './protocol';

export const handler = endpoint(routeNamed('WalletToken'), {}, ({ body }) =>
  protocolAnswer(async () => {
    const grant = (body as { grant_type?: unknown } | undefined)?.grant_type;
    if (grant !== PRE_AUTHORIZED_CODE_GRANT) throw new WalletProtocolError(400, 'unsupported_grant_type', m.grantUnsupported(PRE_AUTHORIZED_CODE_GRANT));
    return tokenForCode(parsedOr(walletTokenBodySchema.safeParse(body), new WalletProtocolError(400, 'invalid_grant', m.codeUnknown))['pre-authorized_code']);
  }),
);
