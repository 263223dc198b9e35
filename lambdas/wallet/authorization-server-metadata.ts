// GET /.well-known/oauth-authorization-server: the issuer is its own authorization server (RFC 8414), for the pre-authorized code only.
import { authorizationServerMetadata } from '../../core/wallet/issuer-metadata';
import { CORS, SHORT_LIVED } from '../credentials/cors';
import { endpoint, respond, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('GetWalletAuthorizationServerMetadata'), {}, async () => respond(200, authorizationServerMetadata(), { ...CORS, 'cache-control': SHORT_LIVED }));
