import { adminReasonSchema, adminUserIdPathSchema, type AdminUserDetail } from '../../domain/api/admin/users';
import { restoreUser } from '../../core/admin/suspension';
import { getUserDetail } from '../../core/admin/users';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Restores a suspended account (the reason goes to the admin log and to the person; an open appeal is decided by it) and answers the user's page. */
export const handler = endpoint(
  routeNamed('AdminRestoreUser'),
  { path: adminUserIdPathSchema, body: adminReasonSchema },
  async ({ caller, path, body }): Promise<AdminUserDetail> => {
    await restoreUser(path.id, caller.id, body.reason);
    return getUserDetail(path.id);
  },
);
