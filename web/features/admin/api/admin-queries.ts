// Admin server state: every admin query's key starts with 'admin', so a change an admin makes
// (a grant, a suspension) refreshes the admin pages in one invalidation. Calls go through useApi
// (the signed-in admin's token); the server checks the role on each.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export const ADMIN_KEY = ['admin'] as const;

/** `adminKey('users', q)` -> ['admin', 'users', q]. */
export const adminKey = <R extends readonly unknown[]>(...rest: R): readonly ['admin', ...R] => ['admin', ...rest];

/** `/api/admin{path}` as the API helper wants it (it adds /api). */
export const adminApiPath = (path: string): string => `/admin${path}`;

/** Refetches every admin query (after a change an admin made). */
export function useRefreshAdmin(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ADMIN_KEY }), [client]);
}
