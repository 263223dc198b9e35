// CloudFront behaviours for the link-preview pages (/proof/*, /project/*, /portfolio/*): the HTTP
// API answers them with the SPA's index.html carrying the page's meta tags (docs/public-pages.md).
// Cached as the function's Cache-Control says (lib/public-caching.ts), without query strings; the SPA's security headers, since the page is the SPA.
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { PAGE_PATH_PREFIXES } from '../lambdas/routes';
import { cachedApiBehaviours } from './public-caching';

export function linkPreviewBehaviours(
  scope: Construct,
  apiOrigin: cloudfront.IOrigin,
  spaHeaders: cloudfront.IResponseHeadersPolicy,
): Record<string, cloudfront.BehaviorOptions> {
  return cachedApiBehaviours(scope, PAGE_PATH_PREFIXES, {
    id: 'PageCache',
    comment: 'Link-preview pages: the SPA with server-rendered meta tags, cached as the function says, keyed by path',
    origin: apiOrigin,
    headers: spaHeaders,
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
  });
}
