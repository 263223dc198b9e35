// Users: GET /api/admin/users (newest first, or matching a search), one user, and suspending or
// restoring an account (POST .../suspend | .../restore, with the reason for the admin log).
import type { AdminUserDetail, AdminUserRow } from '../../../../domain/api/admin/users';
import { useAdminChange, useAdminPages, useAdminQuery } from './admin-queries';

export const useAdminUsers = (search: string) => useAdminPages<AdminUserRow>(['users', search], '/users', { q: search });

export const useAdminUser = (id: string) => useAdminQuery<AdminUserDetail>(['user', id], `/users/${encodeURIComponent(id)}`);

export const useAccountAction = (id: string, action: 'suspend' | 'restore') =>
  useAdminChange<string, AdminUserDetail>((reason) => ({ path: `/users/${encodeURIComponent(id)}/${action}`, method: 'POST', body: { reason } }));
