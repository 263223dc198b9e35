// CloudFront's caches in front of the public pages (docs/public-pages.md, "Caching"): the public
// read API, the link-preview pages and the proof images. The functions send ETag and
// Cache-Control (s-maxage with stale-while-revalidate; images addressed by version, immutable),
// and these policies follow them: no default lifetime of their own (an answer without a header
// is not cached), keys as small as what the answer depends on (the path; plus `v` for images),
// no viewer header or cookie in any key. The local runtime's edge cache (local/stand-ins/cloudfront/edge-cache.ts)
// caches the same paths under the same keys (domain/rules/edge-cache-paths.ts).
import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { IMAGE_CACHE_QUERY, PUBLIC_READ_PATH_PREFIXES } from '../domain/rules/edge-cache-paths';
import { PAGE_PATH_PREFIXES } from '../lambdas/routes';
import { FRESHNESS_BOUND_SECONDS, IMMUTABLE_MAX_AGE_SECONDS, NOT_FOUND_MAX_AGE_SECONDS } from '../domain/rules/http-cache';

const common = {
  minTtl: Duration.seconds(0),
  defaultTtl: Duration.seconds(0),
  headerBehavior: cloudfront.CacheHeaderBehavior.none(),
  cookieBehavior: cloudfront.CacheCookieBehavior.none(),
  enableAcceptEncodingGzip: true,
  enableAcceptEncodingBrotli: true,
};

/** Public reads and pages: path-only keys, never kept past the freshness bound. */
function publicReadCachePolicy(scope: Construct, id: string, comment: string): cloudfront.CachePolicy {
  return new cloudfront.CachePolicy(scope, id, {
    ...common,
    comment,
    maxTtl: Duration.seconds(FRESHNESS_BOUND_SECONDS),
    queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
  });
}

/** Proof images: keyed by path and version; a versioned URL is kept for a year. */
export function imageCachePolicy(scope: Construct): cloudfront.CachePolicy {
  return new cloudfront.CachePolicy(scope, 'ImageCache', {
    ...common,
    comment: 'Proof images: keyed by path and content version (v), as the function says (immutable when versioned)',
    maxTtl: Duration.seconds(IMMUTABLE_MAX_AGE_SECONDS),
    queryStringBehavior: cloudfront.CacheQueryStringBehavior.allowList(IMAGE_CACHE_QUERY),
    // PNG is not compressed further.
    enableAcceptEncodingGzip: false,
    enableAcceptEncodingBrotli: false,
  });
}

/**
 * The API's paths CloudFront caches with a policy of publicReadCachePolicy: the public read API,
 * and the link-preview pages (/proof/*, /project/*, /portfolio/*), which the API answers with the
 * SPA's index.html carrying the page's meta tags (docs/public-pages.md).
 */
const CACHED_API_PATHS = {
  publicRead: {
    id: 'PublicReadCache',
    comment: 'Public read API: cached as the function says (s-maxage, stale-while-revalidate), keyed by path',
    prefixes: PUBLIC_READ_PATH_PREFIXES,
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
  },
  linkPreviews: {
    id: 'PageCache',
    comment: 'Link-preview pages: the SPA with server-rendered meta tags, cached as the function says, keyed by path',
    prefixes: PAGE_PATH_PREFIXES,
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
  },
} as const;

/**
 * One GET/HEAD behaviour to the API for every path of the group, with the group's cache policy
 * (list the public read API before /api/*: CloudFront takes the first pattern that matches). The
 * link-preview pages get the SPA's security headers, since the page is the SPA.
 */
export function cachedApiBehaviours(
  scope: Construct,
  group: keyof typeof CACHED_API_PATHS,
  origin: cloudfront.IOrigin,
  headers: cloudfront.IResponseHeadersPolicy,
): Record<string, cloudfront.BehaviorOptions> {
  const { id, comment, prefixes, viewerProtocolPolicy } = CACHED_API_PATHS[group];
  const behaviour: cloudfront.BehaviorOptions = {
    origin,
    viewerProtocolPolicy,
    allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy: publicReadCachePolicy(scope, id, comment),
    responseHeadersPolicy: headers,
    compress: true,
  };
  return Object.fromEntries(prefixes.map((prefix) => [`${prefix}*`, behaviour]));
}

/**
 * How long CloudFront keeps a not-found answer: the distribution's error caching minimum TTL for
 * 404, else 10 s by default, whatever shorter s-maxage the function sends (CloudFront keeps an
 * error for the larger of the two). Set to the functions' own NOT_FOUND_MAX_AGE_SECONDS, so a proof
 * is found within 5 s of being published, as locally. No response page: an API 404 stays itself.
 * ([Control how long CloudFront caches errors](https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/custom-error-pages-expiration.html))
 */
export const notFoundErrorCaching = (): cloudfront.ErrorResponse[] => [{ httpStatus: 404, ttl: Duration.seconds(NOT_FOUND_MAX_AGE_SECONDS) }];
