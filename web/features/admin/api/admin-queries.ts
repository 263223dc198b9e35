// Admin server state: every admin query's key starts with 'admin', so a change an admin makes
// (a grant, a suspension) refreshes the admin pages in one invalidation. Calls go by route of
// `adminRoutes` through useApi (the signed-in admin's token); the server checks the role on each.
// The resource files beside this one name each route's call with these builders.
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PageResult } from '../../../../domain/api/paging';
import type { AnswerOf, RouteContract, Shape } from '../../../../domain/api/route-contract';
import { callRoute, type Optional, type RouteRequest, type UrlParts } from '../../../lib/api';
import { useApi, type ApiCall } from '../../../lib/session/useApi';

export const ADMIN_KEY = ['admin'] as const;

/** How many rows a list asks for at a time. */
export const ADMIN_PAGE_SIZE = 20;

/** `adminKey('users', q)` -> ['admin', 'users', q]. */
export const adminKey = <R extends readonly unknown[]>(...rest: R): readonly ['admin', ...R] => ['admin', ...rest];

type ReadRoute = RouteContract & { readonly method: 'GET' };
/** A list route: each answer is a page of rows and the cursor of the next. */
/** A route answering a page of rows, and maybe more about the page (PageResult's own fields kept). */
type PagedRoute<Page extends PageResult<unknown>> = ReadRoute & { readonly answer: Shape<Page> };

/** Refetches every admin query (after a change an admin made). */
export function useRefreshAdmin(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ADMIN_KEY }), [client]);
}

export type AdminQueryOptions<R extends RouteContract> = UrlParts<R> & { readonly enabled?: boolean };

/** A GET of an admin route, under ['admin', ...key]; with `enabled: false` nothing is asked yet. */
export function useAdminQuery<R extends ReadRoute>(key: readonly unknown[], route: R, ...[options]: Optional<AdminQueryOptions<R>>) {
  const api = useApi();
  const { enabled = true, ...parts } = options ?? {};
  return useQuery({
    queryKey: adminKey(...key),
    // A GET has no body, so its parts and the signal are all the request there is.
    queryFn: ({ signal }) => callRoute(api, route, ...([{ ...parts, signal }] as Optional<RouteRequest<R>>)),
    enabled,
  });
}

/**
 * A list route, a page at a time (`cursor` from the previous page). Empty `filters` are left
 * out. The rows on screen stay while another filter's first page loads.
 */
export function useAdminPages<Page extends PageResult<unknown>>(key: readonly unknown[], route: PagedRoute<Page>, filters: Readonly<Record<string, string>> = {}, enabled = true) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: adminKey(...key),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const given = Object.entries(filters).filter(([, value]) => value !== '');
      const query = { ...Object.fromEntries(given), limit: String(ADMIN_PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) };
      return callRoute(api, route, { query, signal });
    },
    getNextPageParam: (page) => page.cursor,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One call of an admin route with its params, query and body, made with the admin's `api`. */
export type AdminCall<T> = (api: ApiCall) => Promise<T>;

export const adminCall =
  <R extends RouteContract>(route: R, ...request: Optional<RouteRequest<R>>): AdminCall<AnswerOf<R>> =>
  (api) =>
    callRoute(api, route, ...request);

/** A change an admin makes, the call `change` builds from the input; every admin query is refreshed after it. */
export function useAdminChange<I, T>(change: (input: I) => AdminCall<T>) {
  const api = useApi();
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (input: I) => change(input)(api),
    onSuccess: () => refresh(),
  });
}

/** A decision route of a queue: POST …/{id}/decision with its body. */
type DecisionRoute<B, T> = RouteContract & { readonly method: 'POST'; readonly path: `${string}/{id}/decision`; readonly body: Shape<B>; readonly answer: Shape<T> };

/** A decision on an item of a queue; the rest of the input is the body. */
export const useQueueDecision = <B extends object, T>(route: DecisionRoute<B, T>) =>
  useAdminChange(({ id, ...body }: { readonly id: string } & B) => adminCall(route, { params: { id }, body: body as B }));
