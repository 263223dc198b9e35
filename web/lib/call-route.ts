// Calls to the API by route (domain/api/routes/): the method and path come from the route's entry,
// its path parameters are the ones its path names, and its body and answer have the entry's types.
import { pathOf, type AnswerOf, type BodyOf, type HasParams, type PathParams, type RouteContract } from '../../domain/api/route-contract';
import type { ApiRequest } from './api';

const API_PREFIX = '/api';

/** `apiFetch`, or `useApi()`'s call as the signed-in person: both take paths below /api. */
type Caller = <T>(path: string, request: Omit<ApiRequest, 'token'>) => Promise<T>;

export type UrlParts<R extends RouteContract> = {
  readonly query?: Readonly<Record<string, string>>;
} & (HasParams<R> extends true ? { readonly params: PathParams<R['path']> } : { readonly params?: never });

export type RouteRequest<R extends RouteContract> = UrlParts<R> & { readonly signal?: AbortSignal } & ([BodyOf<R>] extends [never] ? { readonly body?: unknown } : { readonly body: BodyOf<R> });

/** An argument that may be left out when nothing in it is required. */
export type Optional<T> = object extends T ? [argument?: T] : [argument: T];

/** The route's URL on this origin: its path with the parameters filled in, and the query. */
export function routeUrl<R extends RouteContract>(route: R, ...[parts]: Optional<UrlParts<R>>): string {
  const path = pathOf(route, parts?.params as PathParams<R['path']> | undefined);
  return parts?.query ? `${path}?${new URLSearchParams(parts.query)}` : path;
}

export function callRoute<R extends RouteContract>(api: Caller, route: R, ...[request]: Optional<RouteRequest<R>>): Promise<AnswerOf<R>> {
  const url = routeUrl(route, ...([request] as Optional<UrlParts<R>>));
  if (!url.startsWith(`${API_PREFIX}/`)) throw new Error(`${route.name} is not below ${API_PREFIX}`);
  return api<AnswerOf<R>>(url.slice(API_PREFIX.length), { method: route.method, body: request?.body, signal: request?.signal });
}
