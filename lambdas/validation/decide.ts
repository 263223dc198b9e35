import { decideSchema, type DecisionOutcome } from '../../domain/api/validation';
import { metrics } from '../../core/metrics';
import { decide } from '../../core/validation/decisions';
import { endpoint, routeNamed } from '../shared/endpoint';
import { sessionOriginOf } from '../shared/http';

/** process-validation without LinkedIn (refused when the request requires it). */
export const handler = endpoint(routeNamed('DecideValidation'), { body: decideSchema }, async ({ body, event }): Promise<DecisionOutcome> => {
  const outcome = await decide(body.token, body, { identity: null, userAgent: event.headers['user-agent'] ?? null, origin: sessionOriginOf(event) });
  metrics.validationDecided(outcome.status);
  return outcome;
});
