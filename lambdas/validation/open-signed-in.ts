import type { PortalRequest } from '../../domain/api/validation';
import { tokenBodySchema } from '../../domain/schemas/validation-token';
import { openValidationRequest } from '../../core/validation/portal';
import { endpoint, routeNamed } from '../shared/endpoint';

/** get-validation-request for a validator signed in with LinkedIn: also records `authenticate`. */
export const handler = endpoint(routeNamed('OpenValidationRequestSignedIn'), { body: tokenBodySchema }, ({ body, caller, event }): Promise<PortalRequest> =>
  openValidationRequest(body.token, { identity: caller, userAgent: event.headers['user-agent'] ?? null }),
);
