// Admin roles: the current administrators (GET /api/admin/roles), a grant by e-mail and a revoke.
import type { AdminRoleRow, AdminRolesPage } from '../../../../domain/api/admin/roles';
import { useAdminChange, useAdminQuery } from './admin-queries';

/** Every administrator at once: there are few, so the list is not paged. */
export const useAdminRoles = () => useAdminQuery<AdminRolesPage>(['roles'], '/roles?limit=100');

export const useGrantAdmin = () => useAdminChange<string, AdminRoleRow>((email) => ({ path: '/roles', method: 'POST', body: { email } }));

export const useRevokeAdmin = () => useAdminChange<string, { userId: string }>((userId) => ({ path: `/roles/${encodeURIComponent(userId)}`, method: 'DELETE' }));
