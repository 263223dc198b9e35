import { withdrawalTokenBodySchema } from '../../domain/api/validation';
import { openWithdrawal } from '../../core/validation/withdrawals';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The withdrawal page: the co-signature a private withdrawal link names, as it was given. */
export const handler = endpoint(routeNamed('OpenWithdrawal'), { body: withdrawalTokenBodySchema }, ({ body }) => openWithdrawal(body.token));
