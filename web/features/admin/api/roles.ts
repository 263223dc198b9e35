// Admin roles: the current administrators (GET /api/admin/roles), a grant by e-mail and a revoke.
import { adminRoutes } from '../../../../domain/api/routes/admin';
import { adminCall, useAdminChange, useAdminQuery } from './admin-queries';

/** Every administrator at once: there are few, so the list is not paged. */
export const useAdminRoles = () => useAdminQuery(['roles'], adminRoutes.AdminListRoles, { query: { limit: '100' } });

export const useGrantAdmin = () => useAdminChange((email: string) => adminCall(adminRoutes.AdminGrantRole, { body: { email } }));

export const useRevokeAdmin = () => useAdminChange((userId: string) => adminCall(adminRoutes.AdminRevokeRole, { params: { userId } }));
