import { verifyPostBodySchema, type VerifyPostResult } from '../../domain/api/linkedin';
import { verifyPost } from '../../core/linkedin/checks';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('LinkedinVerifyPost'), { body: verifyPostBodySchema }, ({ caller, body }): Promise<VerifyPostResult> => verifyPost(caller.id, body.shareUrn));
