// Admin server state: every admin query's key starts with 'admin', so a change an admin makes
// (a grant, a suspension) refreshes the admin pages in one invalidation. Calls go through useApi
// (the signed-in admin's token); the server checks the role on each. The resource files beside
// this one name each endpoint with these three builders.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PageResult } from '../../../../domain/api/paging';
import { useApi } from '../../../lib/session/useApi';

export const ADMIN_KEY = ['admin'] as const;

/** How many rows a list asks for at a time. */
export const ADMIN_PAGE_SIZE = 20;

/** `adminKey('users', q)` -> ['admin', 'users', q]. */
export const adminKey = <R extends readonly unknown[]>(...rest: R): readonly ['admin', ...R] => ['admin', ...rest];

/** `/api/admin{path}` as the API helper wants it (it adds /api). */
export const adminApiPath = (path: string): string => `/admin${path}`;

/** Refetches every admin query (after a change an admin made). */
export function useRefreshAdmin(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ADMIN_KEY }), [client]);
}

/** A GET of an admin endpoint, under ['admin', ...key]. */
export function useAdminQuery<T>(key: readonly unknown[], path: string, enabled = true) {
  const api = useApi();
  return useQuery({ queryKey: adminKey(...key), queryFn: ({ signal }) => api<T>(adminApiPath(path), { signal }), enabled });
}

/**
 * A list endpoint, a page at a time (`cursor` from the previous page). Empty `params` are left
 * out. The rows on screen stay while another filter's first page loads.
 */
export function useAdminPages<T>(key: readonly unknown[], path: string, params: Record<string, string> = {}, enabled = true) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: adminKey(...key),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''));
      query.set('limit', String(ADMIN_PAGE_SIZE));
      if (pageParam) query.set('cursor', pageParam);
      return api<PageResult<T>>(adminApiPath(`${path}?${query}`), { signal });
    },
    getNextPageParam: (page) => page.cursor,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type AdminChangeRequest = { path: string; method: 'POST' | 'PUT' | 'DELETE'; body?: unknown };

/** A change an admin makes; every admin query is refreshed after it. */
export function useAdminChange<I, T>(request: (input: I) => AdminChangeRequest) {
  const api = useApi();
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (input: I) => {
      const { path, method, body } = request(input);
      return api<T>(adminApiPath(path), { method, body });
    },
    onSuccess: () => refresh(),
  });
}

/** A decision on an item of a queue (POST {queue}/{id}/decision); the rest of the input is the body. */
export const useQueueDecision = <B extends object, T>(queue: string) =>
  useAdminChange<{ id: string } & B, T>(({ id, ...body }) => ({ path: `${queue}/${encodeURIComponent(id)}/decision`, method: 'POST', body }));
