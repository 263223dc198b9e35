// CloudFront behaviours for the link-preview pages (/proof/*, /project/*, /portfolio/*): the HTTP
// API answers them with the SPA's index.html carrying the page's meta tags (docs/public-pages.md).
// Cached a minute without query strings; the SPA's security headers, since the page is the SPA.
import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { PAGE_PATH_PREFIXES } from '../lambdas/routes';

export function linkPreviewBehaviours(
  scope: Construct,
  apiOrigin: cloudfront.IOrigin,
  spaHeaders: cloudfront.IResponseHeadersPolicy,
): Record<string, cloudfront.BehaviorOptions> {
  const cachePolicy = new cloudfront.CachePolicy(scope, 'PageCache', {
    comment: 'Link-preview pages: the SPA with server-rendered meta tags, cached a minute',
    defaultTtl: Duration.seconds(60),
    minTtl: Duration.seconds(0),
    maxTtl: Duration.minutes(5),
    queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
    headerBehavior: cloudfront.CacheHeaderBehavior.none(),
    cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
  const behaviour: cloudfront.BehaviorOptions = {
    origin: apiOrigin,
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy,
    responseHeadersPolicy: spaHeaders,
    compress: true,
  };
  return Object.fromEntries(PAGE_PATH_PREFIXES.map((prefix) => [`${prefix}*`, behaviour]));
}
