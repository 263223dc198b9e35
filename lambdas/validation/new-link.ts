import type { NewLinkOutcome } from '../../domain/api/validation';
import { portal } from '../../domain/messages/portal';
import { tokenBodySchema } from '../../domain/schemas/validation-token';
import { metrics } from '../../core/metrics';
import { requestNewLink } from '../../core/validation/reminders';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The expired view's "Request new link": tells the owner, once a day per request. */
export const handler = endpoint(routeNamed('RequestNewValidationLink'), { body: tokenBodySchema }, async ({ body }): Promise<NewLinkOutcome> => {
  const outcome = await requestNewLink(body.token);
  // The daily limit answers 200 with its message (the validator needs no error), yet it refused.
  if (outcome.message === portal.newLinkAlreadyRequested) metrics.throttled();
  return outcome;
});
