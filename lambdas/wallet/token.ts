// POST /api/public/wallet/token: a pre-authorized code for an access token, once (OpenID4VCI 1.0, 6).
import { PRE_AUTHORIZED_CODE_GRANT, walletTokenBodySchema } from '../../domain/api/wallet';
import { tokenForCode } from '../../core/wallet/openid4vci';
import { WalletProtocolError } from '../../core/wallet/protocol-error';
import { endpoint, routeNamed } from '../shared/endpoint';
import { parsedOr, protocolAnswer } from './protocol';

export const handler = endpoint(routeNamed('WalletToken'), {}, ({ body }) =>
  protocolAnswer(async () => {
    const grant = (body as { grant_type?: unknown } | undefined)?.grant_type;
    if (grant !== PRE_AUTHORIZED_CODE_GRANT) throw new WalletProtocolError(400, 'unsupported_grant_type', `This issuer takes the grant ${PRE_AUTHORIZED_CODE_GRANT} only.`);
    return tokenForCode(parsedOr(walletTokenBodySchema.safeParse(body), new WalletProtocolError(400, 'invalid_grant', 'This pre-authorized code is not one this issuer gave.'))['pre-authorized_code']);
  }),
);
