// Calls to the product's API: by route (domain/api/routes/: the method and path come from the
// route's entry, its path parameters are the ones its path names, and its body and answer have the
// entry's types), with the signed-in person's token, answered in the server's error shape.
import type { ApiErrorBody, GatewayErrorBody, RefusalReason } from '../../domain/api/errors';
import { pathOf, type AnswerOf, type BodyOf, type HasParams, type PathParams, type RouteContract } from '../../domain/api/route-contract';
import { DEVICE_HEADER } from '../../domain/rules/client-address';
import { deviceId } from './device-id';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Readonly<Record<string, readonly string[]>> = {},
    /** Which refusal it is, where a screen reacts to it (domain/api/errors.ts). */
    readonly reason: RefusalReason | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ErrorBody = Partial<ApiErrorBody> & Partial<GatewayErrorBody>;

export interface ApiRequest {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly body?: unknown;
  readonly token?: string | null;
  readonly signal?: AbortSignal;
}

export function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', [DEVICE_HEADER]: deviceId() };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  return readAnswer<T>(
    fetch(`/api${path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    }),
  );
}

/** An answer of the API, still on its way: its body, or an ApiError with the server's message. */
export async function readAnswer<T>(pending: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await pending;
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Connection issue. Please check your internet and try again.');
  }
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const failure = (body ?? {}) as ErrorBody;
    throw new ApiError(response.status, failure.error?.message ?? failure.message ?? response.statusText, failure.error?.fields, failure.error?.reason ?? null);
  }
  return body as T;
}

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
