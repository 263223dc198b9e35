// The network boundary for web tests: a fake `fetch` that answers the product's API from
// per-route handlers and records every call, so a test can say which requests a page made.
import { vi } from 'vitest';

export interface ApiCall {
  readonly method: string;
  /** The path without the query, e.g. /api/proofs. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly authorization: string | null;
}

export interface Reply {
  readonly status?: number;
  readonly body?: unknown;
  /** A body that is not JSON (an image, say), sent as is with its content type. */
  readonly raw?: { readonly body: BodyInit; readonly contentType: string };
}

/** Answers a call, or never answers (`hang`) until the caller aborts. */
export type Handler = (call: ApiCall, signal: AbortSignal | null) => Reply | Promise<Reply>;

/** A handler that never answers: the call ends only when its caller aborts it (a timeout, say). */
export const hang: Handler = (_call, signal) =>
  new Promise<Reply>((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

export interface FakeApi {
  readonly calls: ApiCall[];
  /** Sets the handler of `METHOD /path`; a route without one answers 404. */
  on(route: string, handler: Handler | Reply): void;
  /** How many calls `METHOD /path` got. */
  count(route: string): number;
  /** The routes called, in order, as `METHOD /path`. */
  routes(): string[];
}

/** Replaces global fetch for the current test (vi.unstubAllGlobals undoes it). */
export function fakeApi(handlers: Record<string, Handler | Reply> = {}): FakeApi {
  const table = new Map<string, Handler>();
  const calls: ApiCall[] = [];
  const on = (route: string, handler: Handler | Reply) => table.set(route, typeof handler === 'function' ? handler : () => handler);
  for (const [route, handler] of Object.entries(handlers)) on(route, handler);

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://provenly.test');
    const headers = new Headers(init.headers);
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const handler = table.get(`${call.method} ${call.path}`) ?? (() => ({ status: 404, body: { message: 'Not Found' } }));
    const reply: Reply = await handler(call, init.signal ?? null);
    if (reply.raw) return new Response(reply.raw.body, { status: reply.status ?? 200, headers: { 'content-type': reply.raw.contentType } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });

  return {
    calls,
    on,
    count: (route) => calls.filter((call) => `${call.method} ${call.path}` === route).length,
    routes: () => calls.map((call) => `${call.method} ${call.path}`),
  };
}
