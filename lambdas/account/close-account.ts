import type { AccountClosure } from '../../domain/api/account';
import { accountClosureBodySchema } from '../../domain/api/account';
import { requestAccountClosure } from '../../core/account/closure/closure-request';
import { endpoint, routeNamed } from '../shared/endpoint';

/**
 * Closes the signed-in person's account after the grace period (docs/data-rights.md): a recent
 * sign-in and their username typed out; 409 while it is closing already, 429 after a few a day.
 */
export const handler = endpoint(routeNamed('RequestAccountClosure'), { body: accountClosureBodySchema }, ({ caller, body }): Promise<AccountClosure> => requestAccountClosure(caller.id, body));
