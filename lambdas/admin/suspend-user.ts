import { adminReasonSchema, adminUserIdPathSchema, type AdminUserDetail } from '../../domain/api/admin/users';
import { suspendUser } from '../../core/admin/suspension';
import { getUserDetail } from '../../core/admin/users';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Suspends the account (the reason goes to the admin log and, with the statement of reasons, to the person) and answers the user's page as it is now. */
export const handler = endpoint(
  routeNamed('AdminSuspendUser'),
  { path: adminUserIdPathSchema, body: adminReasonSchema },
  async ({ caller, path, body }): Promise<AdminUserDetail> => {
    await suspendUser(path.id, caller.id, body.reason);
    return getUserDetail(path.id);
  },
);
