import { decideSchema, type DecisionOutcome } from '../../domain/api/validation';
import { metrics } from '../../core/metrics';
import { decide } from '../../core/validation/decisions';
import { endpoint, routeNamed } from '../shared/endpoint';
import { sessionOriginOf } from '../shared/http';

/** process-validation by a validator signed in with LinkedIn: identity and e-mail come from the verified token. */
export const handler = endpoint(routeNamed('DecideValidationSignedIn'), { body: decideSchema }, async ({ body, caller, event }): Promise<DecisionOutcome> => {
  const outcome = await decide(body.token, body, { identity: caller, userAgent: event.headers['user-agent'] ?? null, origin: sessionOriginOf(event) });
  metrics.validationDecided(outcome.status);
  return outcome;
});
