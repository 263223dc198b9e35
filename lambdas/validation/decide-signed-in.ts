import { decideSchema, type DecisionOutcome } from '../../domain/api/validation';
import { decide } from '../../core/validation/decisions';
import { endpoint, routeNamed } from '../shared/endpoint';

/** process-validation by a validator signed in with LinkedIn: identity and e-mail come from the verified token. */
export const handler = endpoint(routeNamed('DecideValidationSignedIn'), { body: decideSchema }, ({ body, caller, event }): Promise<DecisionOutcome> =>
  decide(body.token, body, { identity: caller, userAgent: event.headers['user-agent'] ?? null }),
);
