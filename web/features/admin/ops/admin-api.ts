// Calls of the operations pages: each page's queries sit under ['admin', <page>], so an admin's
// change refreshes the admin pages (useRefreshAdmin) and the page's own list.
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/session/useApi';
import { adminApiPath, adminKey, useRefreshAdmin } from '../api/admin-queries';

export { adminKey };

/** A GET of an admin endpoint. */
export function useAdminQuery<T>(key: readonly unknown[], path: string, enabled = true) {
  const api = useApi();
  return useQuery({ queryKey: adminKey(...key), queryFn: ({ signal }) => api<T>(adminApiPath(path), { signal }), enabled });
}

/** A paged GET (`cursor` from the previous page), newest first. */
export function useAdminPages<T>(key: readonly unknown[], path: string) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: adminKey(...key),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<{ items: T[]; cursor: string | null }>(adminApiPath(`${path}${path.includes('?') ? '&' : '?'}limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`), { signal }),
    getNextPageParam: (page) => page.cursor,
  });
}

/** A change an admin makes; every admin query is refreshed after it. */
export function useAdminChange<I, T>(request: (input: I) => { path: string; method: 'POST' | 'PUT' | 'DELETE'; body?: unknown }) {
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
