// GET /.well-known/openid-credential-issuer: the credential issuer's metadata (OpenID4VCI 1.0, 12.2).
import { credentialIssuerMetadata } from '../../core/wallet/issuer-metadata';
import { CORS, SHORT_LIVED } from '../credentials/cors';
import { endpoint, respond, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('GetCredentialIssuerMetadata'), {}, async () => respond(200, credentialIssuerMetadata(), { ...CORS, 'cache-control': SHORT_LIVED }));
