import { createHash } from 'node:crypto';
import { etagMatches, type CachePolicy } from '../../../domain/rules/http-cache';
import type { HttpResult } from '../http';
import type { Middleware } from './types';

/** A strong entity tag of the body as sent. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

const headersOf = (result: HttpResult): Record<string, string | number | boolean> => ({ ...(result.headers ?? {}) });

/**
 * Makes a public read cacheable by CloudFront and browsers (docs/public-pages.md, "Caching"): a
 * 200 gets an ETag and the policy's Cache-Control (unless the handler chose its own, as the
 * versioned images do), a request whose If-None-Match names that ETag gets 304 without a body, and
 * a 404 is cached briefly at most. Anything else keeps `no-store`.
 */
export function httpCache(policy: CachePolicy): Middleware {
  const cacheControl = (result: HttpResult, fallback: string) => {
    const chosen = headersOf(result)['cache-control'];
    return typeof chosen === 'string' && chosen !== 'no-store' ? chosen : fallback;
  };
  return {
    after: (request) => {
      const result = request.response;
      if (!result || result.statusCode !== 200 || typeof result.body !== 'string') return;
      const etag = etagOf(result.body);
      const headers: Record<string, string | number | boolean> = { ...headersOf(result), etag, 'cache-control': cacheControl(result, policy.found) };
      if (etagMatches(request.event.headers?.['if-none-match'], etag)) {
        const { 'content-type': _type, 'content-length': _length, ...kept } = headers;
        request.response = { statusCode: 304, headers: kept, body: '' };
        return;
      }
      request.response = { ...result, headers };
    },
    onError: (request) => {
      const result = request.response;
      if (result?.statusCode === 404) request.response = { ...result, headers: { ...headersOf(result), 'cache-control': policy.notFound } };
    },
  };
}
