// POST /api/public/credentials/verify: checks a pasted or uploaded credential, in plain words.
import { verifyCredentialSchema, type VerificationReport } from '../../domain/api/credentials';
import { credentials as m } from '../../domain/messages/credentials';
import { verifyPastedCredential } from '../../core/credentials/verify-service';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('VerifyCredential'), { body: verifyCredentialSchema, bodyTooLarge: m.tooLargeToCheck }, ({ body }): Promise<VerificationReport> => verifyPastedCredential(body.credential));
