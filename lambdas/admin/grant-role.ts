import { grantAdminSchema, type AdminRoleRow } from '../../domain/api/admin/roles';
import { grantAdminByEmail } from '../../core/admin/roles';
import { endpoint, respond, routeNamed } from '../shared/endpoint';

/** Grants admin to the user with this e-mail: 404 'User not found', 409 'User is already an admin'. */
export const handler = endpoint(routeNamed('AdminGrantRole'), { body: grantAdminSchema }, async ({ caller, body }) => {
  const row: AdminRoleRow = await grantAdminByEmail(body.email, caller.id);
  return respond(201, row);
});
