import type { NewLinkOutcome } from '../../domain/api/validation';
import { tokenBodySchema } from '../../domain/schemas/validation-token';
import { requestNewLink } from '../../core/validation/reminders';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The expired view's "Request new link": tells the owner. */
export const handler = endpoint(routeNamed('RequestNewValidationLink'), { body: tokenBodySchema }, ({ body }): Promise<NewLinkOutcome> => requestNewLink(body.token));
