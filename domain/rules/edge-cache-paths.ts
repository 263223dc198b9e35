// The paths CloudFront caches in front of the public reads, the link-preview pages, the proof
// images and the credential documents, and their cache keys. One list for the CDK's behaviours (lib/public-caching.ts) and the
// local edge cache (local/stand-ins/cloudfront/edge-cache.ts), so both cache the same things under the same keys.

/** Public read API paths cached at the edge (their functions send ETag and Cache-Control). */
export const PUBLIC_READ_PATH_PREFIXES = [
  '/api/public/portfolios/',
  '/api/public/projects/',
  '/api/public/proofs/',
  '/api/public/proof-codes/',
  '/api/public/verify/',
] as const;

/** The public pages: link previews and server-rendered content (lambdas/pages). */
export const PAGE_PATH_PREFIXES = ['/proof/', '/project/', '/portfolio/'] as const;

/**
 * The issuer's DID document, the public credential documents (credentials, endorsements, baked
 * badges) and status lists (lib/credentials.ts `credentialBehaviours`): cached by path, as long as
 * the function's Cache-Control says (a day for a credential, a minute for a status list).
 */
export const CREDENTIAL_PATH_PREFIXES = ['/.well-known/', '/api/public/credentials/', '/api/public/status-lists/'] as const;

/** The issuer's DID document lives here (did:web); CloudFront sends this prefix to the API too. */
export const WELL_KNOWN_PREFIX = CREDENTIAL_PATH_PREFIXES[0];

export const IMAGE_PATH_PREFIX = '/og/';
/** The only query parameter in an image's cache key: its version. */
export const IMAGE_CACHE_QUERY = 'v';

/**
 * The cache key of a request path, or null when the edge does not cache it: the path alone for the
 * public reads and the pages (query strings are not part of the key, nor passed on), the path and
 * `v` for images. Viewer headers and cookies are never part of a key.
 */
export function edgeCacheKey(url: URL): string | null {
  const path = url.pathname;
  if (path.startsWith(IMAGE_PATH_PREFIX)) return `${path}?${IMAGE_CACHE_QUERY}=${url.searchParams.get(IMAGE_CACHE_QUERY) ?? ''}`;
  if (PUBLIC_READ_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return path;
  if (PAGE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return path;
  if (CREDENTIAL_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return path;
  return null;
}
