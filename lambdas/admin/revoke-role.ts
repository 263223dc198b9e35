import { adminRoleUserPathSchema } from '../../domain/api/admin/roles';
import { revokeAdminRole } from '../../core/admin/roles';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Revokes a user's admin role; 409 for the last remaining admin. */
export const handler = endpoint(routeNamed('AdminRevokeRole'), { path: adminRoleUserPathSchema }, async ({ caller, path }) => {
  await revokeAdminRole(path.userId, caller.id);
  return { userId: path.userId, revoked: true };
});
