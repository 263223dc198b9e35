import type { AccountStatus } from '../../domain/api/account';
import { accountStatus } from '../../core/account/standing';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The caller's own standing: whether an admin suspended the account, the reason given, and its appeal. Answers a suspended account too. */
export const handler = endpoint(routeNamed('GetAccountStatus'), {}, ({ caller }): Promise<AccountStatus> => accountStatus(caller.id));
