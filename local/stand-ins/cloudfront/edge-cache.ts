// The local stand-in for CloudFront's caches in front of the public reads, the link-preview pages
// and the proof images (lib/public-caching.ts): the same paths, the same cache keys (the path;
// plus `v` for images), the origin's Cache-Control honoured the same way (s-maxage, else max-age;
// stale-while-revalidate; no-store and private never stored), conditional requests answered with
// 304 from the cache, and concurrent misses of one key collapsed into one origin request. Time is
// the runtime's clock, so a test moves it instead of waiting. LOCAL_EDGE_CACHE=off turns it off.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { etagMatches } from '../../../domain/rules/http-cache';
import { edgeCacheKey, IMAGE_CACHE_QUERY } from '../../../domain/rules/edge-cache-paths';
import type { GatewayReply, GatewayRequest } from '../../gateway/gateway';
import { gatewayRequestOf, writeReply } from '../../gateway/gateway';
import { compressedReply, edgeEncodingFor, type EdgeEncoding } from './edge-compression';

export interface EdgeCacheOptions {
  /** The origin: the gateway's answer to a request. */
  readonly origin: (request: GatewayRequest, url: URL) => Promise<GatewayReply>;
  /** Milliseconds since the epoch (the runtime's movable clock). */
  readonly now: () => number;
  /** Entries kept at most (least recently used go first). */
  readonly maxEntries?: number;
  readonly onError?: (error: unknown) => void;
}

interface Entry {
  readonly reply: GatewayReply;
  readonly storedAt: number;
  readonly freshMs: number;
  readonly staleMs: number;
  readonly etag: string | undefined;
  /** The compressed copies made so far, one per encoding (as CloudFront keeps them). */
  readonly compressed: Map<EdgeEncoding, GatewayReply>;
}

/** Freshness of an origin answer for a shared cache, or null when it may not be stored. */
export function sharedFreshness(cacheControl: string | undefined): { freshMs: number; staleMs: number } | null {
  if (!cacheControl) return null;
  const directives = new Map(
    cacheControl.split(',').map((part) => {
      const [name, value] = part.trim().toLowerCase().split('=');
      return [name ?? '', value] as const;
    }),
  );
  if (directives.has('no-store') || directives.has('private') || directives.has('no-cache')) return null;
  const seconds = (name: string) => {
    const value = Number(directives.get(name));
    return Number.isFinite(value) && value >= 0 ? value : null;
  };
  const fresh = seconds('s-maxage') ?? seconds('max-age');
  if (fresh === null || fresh === 0) return null;
  return { freshMs: fresh * 1000, staleMs: (seconds('stale-while-revalidate') ?? 0) * 1000 };
}

const CACHEABLE_STATUS = new Set([200, 404]);
/** Viewer headers a cache policy without headers does not pass to the origin. */
const NOT_FORWARDED = ['if-none-match', 'if-modified-since', 'authorization', 'cookie'];

export interface EdgeCache {
  /** Serves the request when its path is one CloudFront caches; false to let the caller route it. */
  (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  readonly size: () => number;
  clear(): void;
  /**
   * Forgets what these invalidation paths name, as CloudFront does: a path is the cache key (the
   * path and, for images, `?v=`), a path without a query names the copy without one, and a
   * trailing `*` names every key that starts with what comes before it. Returns how many went.
   */
  invalidate(paths: readonly string[]): number;
}

export function createEdgeCache(options: EdgeCacheOptions): EdgeCache {
  const maxEntries = options.maxEntries ?? 5_000;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry | GatewayReply>>();

  const remember = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  /** One origin request per key at a time; the answer is stored when its headers allow. */
  const fetchOrigin = (key: string, request: GatewayRequest, url: URL): Promise<Entry | GatewayReply> => {
    const running = inFlight.get(key);
    if (running) return running;
    const forwarded = { ...request, headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => !NOT_FORWARDED.includes(name))) };
    const started = options
      .origin(forwarded, url)
      .then((reply) => {
        const freshness = CACHEABLE_STATUS.has(reply.status) ? sharedFreshness(header(reply, 'cache-control')) : null;
        if (!freshness) {
          entries.delete(key);
          return reply;
        }
        const entry: Entry = { reply, storedAt: options.now(), ...freshness, etag: header(reply, 'etag'), compressed: new Map() };
        remember(key, entry);
        return entry;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };

  const serve = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    const method = req.method ?? 'GET';
    const key = method === 'GET' || method === 'HEAD' ? edgeCacheKey(url) : null;
    if (key === null) return false;
    const request = gatewayRequestOf(req);
    const cached = entries.get(key);
    const age = cached ? options.now() - cached.storedAt : 0;
    if (cached && age < cached.freshMs) {
      send(res, req, cached, 'Hit', age);
    } else if (cached && age < cached.freshMs + cached.staleMs) {
      // Stale but within stale-while-revalidate: served now, refreshed behind it.
      send(res, req, cached, 'RefreshHit', age);
      fetchOrigin(key, replayable(request), originUrl(key, url)).catch((error: unknown) => options.onError?.(error));
    } else {
      const fetched = await fetchOrigin(key, request, originUrl(key, url));
      if ('storedAt' in fetched) send(res, req, fetched, 'Miss', options.now() - fetched.storedAt);
      else writeReply(res, { ...fetched, headers: { ...fetched.headers, 'x-cache': 'Miss from local edge' } }, method);
    }
    return true;
  };

  const invalidate = (paths: readonly string[]) => {
    // A key without a query asked for (`/og/proof/X.png?v=`) is the path alone, as CloudFront keys it.
    const asInvalidated = (key: string) => key.replace(new RegExp(`\\?${IMAGE_CACHE_QUERY}=$`), '');
    const named = (key: string) => paths.some((path) => (path.endsWith('*') ? key.startsWith(path.slice(0, -1)) : asInvalidated(key) === path));
    const gone = [...entries.keys()].filter(named);
    for (const key of gone) entries.delete(key);
    return gone.length;
  };
  return Object.assign(serve, { size: () => entries.size, clear: () => entries.clear(), invalidate });
}

/** What the origin is asked for: the key itself (query strings outside the key are not passed on). */
const originUrl = (key: string, url: URL) => new URL(key, url.origin);

function header(reply: GatewayReply, name: string): string | undefined {
  const value = reply.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A GET for revalidation after the viewer's request is answered: no body to read. */
function replayable(request: GatewayRequest): GatewayRequest {
  return { ...request, readBody: () => Promise.resolve(Buffer.alloc(0)) };
}

/** The stored answer as the viewer takes it: compressed when it accepts that, else as stored. */
function replyFor(req: IncomingMessage, entry: Entry): GatewayReply {
  const encoding = edgeEncodingFor(req.headers['accept-encoding'], entry.reply);
  if (!encoding) return entry.reply;
  let reply = entry.compressed.get(encoding);
  if (!reply) {
    reply = compressedReply(entry.reply, encoding);
    entry.compressed.set(encoding, reply);
  }
  return reply;
}

function send(res: ServerResponse, req: IncomingMessage, entry: Entry, outcome: 'Hit' | 'RefreshHit' | 'Miss', ageMs: number): void {
  const reply = replyFor(req, entry);
  const headers: Record<string, string | string[]> = { ...reply.headers, age: String(Math.max(0, Math.floor(ageMs / 1000))), 'x-cache': `${outcome} from local edge` };
  const ifNoneMatch = req.headers['if-none-match'];
  if (entry.etag && etagMatches(ifNoneMatch, entry.etag)) {
    const { 'content-type': _type, 'content-length': _length, ...kept } = headers;
    writeReply(res, { status: 304, headers: kept, body: Buffer.alloc(0) }, req.method);
    return;
  }
  writeReply(res, { ...reply, headers }, req.method);
}
