// Users: GET /api/admin/users (newest first, or matching a search), one user, and suspending or
// restoring an account (POST .../suspend | .../restore, with the reason for the admin log).
import { adminRoutes } from '../../../../domain/api/routes/admin';
import { adminCall, useAdminChange, useAdminPages, useAdminQuery } from './admin-queries';

export const useAdminUsers = (search: string) => useAdminPages(['users', search], adminRoutes.AdminListUsers, { q: search });

export const useAdminUser = (id: string) => useAdminQuery(['user', id], adminRoutes.AdminGetUser, { params: { id } });

export const useAccountAction = (id: string, action: 'suspend' | 'restore') =>
  useAdminChange((reason: string) => adminCall(action === 'suspend' ? adminRoutes.AdminSuspendUser : adminRoutes.AdminRestoreUser, { params: { id }, body: { reason } }));
