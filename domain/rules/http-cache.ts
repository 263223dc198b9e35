// How long public answers may be reused, in one place for the functions that send the headers, the
// CloudFront cache policies (lib/) and the local edge cache (local/stand-ins/cloudfront/edge-cache.ts). The bound a
// change of a public proof takes to reach every viewer is FRESHNESS_BOUND_SECONDS
// (docs/public-pages.md): a shared cache serves a copy fresh for SHARED_MAX_AGE_SECONDS, then
// stale for at most STALE_WHILE_REVALIDATE_SECONDS while it fetches the new one.

export const SHARED_MAX_AGE_SECONDS = 30;
export const STALE_WHILE_REVALIDATE_SECONDS = 30;
export const FRESHNESS_BOUND_SECONDS = SHARED_MAX_AGE_SECONDS + STALE_WHILE_REVALIDATE_SECONDS;
/** A not-found answer is reused this long at most, so a proof is findable right after publishing. */
export const NOT_FOUND_MAX_AGE_SECONDS = 5;
/** A URL naming an image's content version never changes what it shows. */
export const IMMUTABLE_MAX_AGE_SECONDS = 31_536_000;

/** Browsers revalidate every time (a 304 from the edge); shared caches keep it for the bound. */
export const PUBLIC_READ_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
export const NOT_FOUND_CACHE_CONTROL = `public, max-age=0, s-maxage=${NOT_FOUND_MAX_AGE_SECONDS}`;
export const IMMUTABLE_CACHE_CONTROL = `public, max-age=${IMMUTABLE_MAX_AGE_SECONDS}, immutable`;

/** What a cacheable public endpoint sends: on a 200, and on a 404. */
export interface CachePolicy {
  readonly found: string;
  readonly notFound: string;
}

export const PUBLIC_READ_CACHE: CachePolicy = { found: PUBLIC_READ_CACHE_CONTROL, notFound: NOT_FOUND_CACHE_CONTROL };

/** Whether an If-None-Match header names this entity tag (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
