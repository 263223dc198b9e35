import type { PortalRequest } from '../../domain/api/validation';
import { tokenBodySchema } from '../../domain/schemas/validation-token';
import { openValidationRequest } from '../../core/validation/portal';
import { endpoint, routeNamed } from '../shared/endpoint';

/** get-validation-request, for anyone holding the link. */
export const handler = endpoint(routeNamed('OpenValidationRequest'), { body: tokenBodySchema }, ({ body, event }): Promise<PortalRequest> =>
  openValidationRequest(body.token, { identity: null, userAgent: event.headers['user-agent'] ?? null }),
);
