import { withdrawSchema } from '../../domain/api/validation';
import { withdrawCosignature } from '../../core/validation/withdrawals';
import { endpoint, routeNamed } from '../shared/endpoint';

/** A co-signer withdraws their approval, with a reason; the proof is re-evaluated at once. */
export const handler = endpoint(routeNamed('WithdrawCosignature'), { body: withdrawSchema }, ({ body, event }) =>
  withdrawCosignature(body.token, body.reason, { userAgent: event.headers['user-agent'] ?? null }),
);
