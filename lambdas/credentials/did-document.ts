// GET /.well-known/did.json: the issuer's did:web document (every signing key, retired ones too).
import { didDocument } from '../../core/credentials/issuer';
import { endpoint, respond, routeNamed } from '../shared/endpoint';
import { CORS, SHORT_LIVED } from './cors';

export const handler = endpoint(routeNamed('GetIssuerDidDocument'), {}, async () =>
  respond(200, await didDocument(), { ...CORS, 'cache-control': SHORT_LIVED, 'content-type': 'application/did+json' }),
);
