// The admin pages' calls: queries under the 'admin' key and the changes an admin makes, each of
// which refreshes every admin query. Wire shapes are in domain/api/admin/.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminRoleRow, AdminRolesPage } from '../../../../domain/api/admin/roles';
import type { AdminStats } from '../../../../domain/api/admin/stats';
import type { AdminUserDetail, AdminUsersPage } from '../../../../domain/api/admin/users';
import { useApi } from '../../../lib/session/useApi';
import { adminApiPath, adminKey, useRefreshAdmin } from './admin-queries';

export const USERS_PAGE_SIZE = 20;

export function useAdminStats() {
  const api = useApi();
  return useQuery({ queryKey: adminKey('stats'), queryFn: ({ signal }) => api<AdminStats>(adminApiPath('/stats'), { signal }) });
}

/** Users newest first, or matching `search`; more pages on demand. */
export function useAdminUsers(search: string) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: adminKey('users', search),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
      if (search) params.set('q', search);
      if (pageParam) params.set('cursor', pageParam);
      return api<AdminUsersPage>(adminApiPath(`/users?${params}`), { signal });
    },
    getNextPageParam: (last) => last.cursor,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  const api = useApi();
  return useQuery({ queryKey: adminKey('user', id), queryFn: ({ signal }) => api<AdminUserDetail>(adminApiPath(`/users/${encodeURIComponent(id)}`), { signal }) });
}

/** Suspends (`suspend`) or restores (`restore`) a user, with the reason for the admin log. */
export function useAccountAction(id: string, action: 'suspend' | 'restore') {
  const api = useApi();
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (reason: string) => api<AdminUserDetail>(adminApiPath(`/users/${encodeURIComponent(id)}/${action}`), { method: 'POST', body: { reason } }),
    onSuccess: () => refresh(),
  });
}

export function useAdminRoles() {
  const api = useApi();
  return useQuery({ queryKey: adminKey('roles'), queryFn: ({ signal }) => api<AdminRolesPage>(adminApiPath('/roles?limit=100'), { signal }) });
}

export function useGrantAdmin() {
  const api = useApi();
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (email: string) => api<AdminRoleRow>(adminApiPath('/roles'), { method: 'POST', body: { email } }),
    onSuccess: () => refresh(),
  });
}

export function useRevokeAdmin() {
  const api = useApi();
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (userId: string) => api<{ userId: string }>(adminApiPath(`/roles/${encodeURIComponent(userId)}`), { method: 'DELETE' }),
    onSuccess: () => refresh(),
  });
}
