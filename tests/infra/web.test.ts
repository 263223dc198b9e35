// CloudFront: behaviours, the SPA rewrite (run here against sample paths), security headers,
// the private bucket behind origin access control, and config.json from the stack's values.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATH_PREFIXES, routes, WELL_KNOWN_PREFIX } from '../../lambdas/routes';
import { spaRewriteCode } from '../../lib/spa-rewrite';
import { PUBLIC_READ_PATH_PREFIXES } from '../../domain/rules/edge-cache-paths';
import { FRESHNESS_BOUND_SECONDS, IMMUTABLE_MAX_AGE_SECONDS, NOT_FOUND_MAX_AGE_SECONDS } from '../../domain/rules/http-cache';
import { resourcesOf, synthAsConfigured } from './synth';

let template: Template;
let outdir: string;
let distribution: Record<string, unknown>;
type Behaviour = Record<string, unknown> & { PathPattern?: string };
let behaviours: Behaviour[];

beforeAll(() => {
  ({ template, outdir } = synthAsConfigured());
  const [resource] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
  distribution = resource?.Properties.DistributionConfig as Record<string, unknown>;
  behaviours = distribution.CacheBehaviors as Behaviour[];
});

const behaviour = (pattern: string) => behaviours.find((b) => b.PathPattern === pattern);
const cachePolicy = (logicalIdPrefix: string) => {
  const [found] = Object.entries(resourcesOf(template, 'AWS::CloudFront::CachePolicy')).filter(([id]) => id.startsWith(logicalIdPrefix));
  return found?.[1].Properties.CachePolicyConfig as Record<string, unknown> & { ParametersInCacheKeyAndForwardedToOrigin: Record<string, unknown> };
};
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ALL_VIEWER_EXCEPT_HOST = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('behaviours', () => {
  it('has the default (SPA) and exactly /api/*, /og/*, /ws, the link-preview pages, the LinkedIn callback and the credential documents', () => {
    expect(behaviours.map((b) => b.PathPattern).sort()).toEqual(
      [
        '/.well-known/*', '/api/*', '/api/public/credentials/*', '/api/public/credentials/verify', '/api/public/linkedin/callback',
        '/api/public/status-lists/*', '/og/*', '/portfolio/*', '/project/*', '/proof/*', '/ws',
        ...PUBLIC_READ_PATH_PREFIXES.map((prefix) => `${prefix}*`),
      ].sort(),
    );
  });

  it('lists every more specific /api/ path before /api/*, which would otherwise take their requests (the first match wins)', () => {
    const patterns = behaviours.map((b) => b.PathPattern as string);
    const catchAll = patterns.indexOf('/api/*');
    for (const pattern of patterns.filter((p) => p.startsWith('/api/') && p !== '/api/*')) expect(patterns.indexOf(pattern), pattern).toBeLessThan(catchAll);
    expect(behaviours.find((b) => b.PathPattern === '/api/public/credentials/verify')?.AllowedMethods).toContain('POST');
  });

  it('sends each route-table path outside /api/ to the API through a page behaviour', () => {
    // The DID document (/.well-known/) has its own behaviour (tests/infra/credentials.test.ts).
    const pagePrefixes = new Set(routes.filter((route) => !route.path.startsWith('/api/') && !route.path.startsWith(WELL_KNOWN_PREFIX)).map((route) => `/${route.path.split('/')[1]}/`));
    expect([...pagePrefixes].sort()).toEqual([...PAGE_PATH_PREFIXES].sort());
  });

  it.each(PAGE_PATH_PREFIXES.map((prefix) => `${prefix}*`))('serves %s from the API origin, GET only, cached within the freshness bound, with the SPA headers', (pattern) => {
    const page = behaviour(pattern);
    expect(page?.TargetOriginId).toBe(behaviour('/api/*')?.TargetOriginId);
    expect(page).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      ViewerProtocolPolicy: 'redirect-to-https',
      CachePolicyId: { Ref: expect.stringMatching(/^WebPageCache/) },
      ResponseHeadersPolicyId: { Ref: expect.stringMatching(/^WebSpaHeaders/) },
    });
    expect(page?.FunctionAssociations).toBeUndefined();
    // Cached as the function says, within the freshness bound (the policy itself below).
    expect(cachePolicy('WebPageCache')).toMatchObject({ DefaultTTL: 0, MaxTTL: FRESHNESS_BOUND_SECONDS });
  });

  it('serves the SPA from S3 through origin access control, with the rewrite function', () => {
    expect(distribution.DefaultCacheBehavior).toMatchObject({
      CachePolicyId: CACHING_OPTIMIZED,
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^WebSpaRewrite/), 'FunctionARN'] } }],
    });
    expect(distribution.DefaultRootObject).toBe('index.html');
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    // No error-response fallback: an API 404 stays an API 404. A 404 is kept as long as its
    // s-maxage says (5 s), not CloudFront's default error caching of 10 s.
    expect(distribution.CustomErrorResponses).toEqual([{ ErrorCode: 404, ErrorCachingMinTTL: NOT_FOUND_MAX_AGE_SECONDS }]);
  });

  it('passes /api/* to the HTTP API uncached, all methods, viewer headers and query kept', () => {
    expect(behaviour('/api/*')).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
  });

  it('caches /og/* images from the same API origin, keyed by path and content version only', () => {
    const og = behaviour('/og/*');
    expect(og?.TargetOriginId).toBe(behaviour('/api/*')?.TargetOriginId);
    expect(og).toMatchObject({ AllowedMethods: ['GET', 'HEAD'], CachePolicyId: { Ref: expect.stringMatching(/^WebImageCache/) } });
    const policy = cachePolicy('WebImageCache');
    expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: IMMUTABLE_MAX_AGE_SECONDS });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['v'] },
      HeadersConfig: { HeaderBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
    });
  });

  it.each(PUBLIC_READ_PATH_PREFIXES.map((prefix) => `${prefix}*`))('caches the public read %s as its function says, keyed by path only, before /api/*', (pattern) => {
    const read = behaviour(pattern);
    expect(read?.TargetOriginId).toBe(behaviour('/api/*')?.TargetOriginId);
    expect(read).toMatchObject({ AllowedMethods: ['GET', 'HEAD'], Compress: true, CachePolicyId: { Ref: expect.stringMatching(/^WebPublicReadCache/) } });
    expect(behaviours.indexOf(read!)).toBeLessThan(behaviours.findIndex((b) => b.PathPattern === '/api/*'));
  });

  it.each(['WebPublicReadCache', 'WebPageCache'])('%s keeps nothing past the freshness bound and keys on the path alone', (prefix) => {
    const policy = cachePolicy(prefix);
    // No lifetime of its own: an answer without Cache-Control (an error) is not cached.
    expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: FRESHNESS_BOUND_SECONDS });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: 'none' },
      HeadersConfig: { HeaderBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
    });
  });

  it('sends /ws to the WebSocket API with the token query string', () => {
    expect(behaviour('/ws')).toMatchObject({ CachePolicyId: CACHING_DISABLED, OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST });
    const origins = distribution.Origins as { Id: string; DomainName: unknown; CustomOriginConfig?: Record<string, unknown> }[];
    const ws = origins.find((origin) => origin.Id === behaviour('/ws')?.TargetOriginId);
    expect(JSON.stringify(ws?.DomainName)).toContain('RealtimeWebSocketApi');
    expect(ws?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('logs requests to the private log bucket', () => {
    expect(distribution.Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });
});

describe('SPA rewrite function', () => {
  const handler = new Function(`${spaRewriteCode()}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;

  it.each([
    ['/', '/index.html'],
    ['/dashboard', '/index.html'],
    ['/edit-project/abc', '/index.html'],
    ['/portfolio/jane.doe', '/index.html'],
    ['/proof/PJ-7KQ2MX', '/index.html'],
  ])('serves index.html for the client route %s', (uri, expected) => expect(rewrite(uri)).toBe(expected));

  it.each([
    ['/u/jordan', '/portfolio/jordan'],
    ['/u/J%C3%B6rg/', '/portfolio/J%C3%B6rg'],
  ])('answers the short profile link %s with a permanent redirect to %s', (uri, location) => {
    const answer = handler({ request: { uri } }) as unknown as { statusCode: number; headers: { location: { value: string } } };
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location.value).toBe(location);
  });

  it.each([
    '/api/proofs', '/api/nope', '/og/abc.png', '/ws', '/assets/index-abc.js', '/favicon.svg', '/config.json', '/robots.txt',
    '/public-page.html', // the document the page function writes a rendered public page into
  ])('leaves %s alone', (uri) => expect(rewrite(uri)).toBe(uri));

  it('is the code deployed on the default behaviour', () => {
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: spaRewriteCode(),
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });
});

describe('headers', () => {
  it('sends CSP, HSTS, frame, referrer and content-type protections on the SPA', () => {
    const [policy] = Object.entries(resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'))
      .filter(([id]) => id.startsWith('WebSpaHeaders'))
      .map(([, resource]) => resource.Properties.ResponseHeadersPolicyConfig as Record<string, Record<string, Record<string, unknown>>>);
    const security = policy?.SecurityHeadersConfig;
    expect(security?.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true });
    expect(security?.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(security?.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
    expect(security?.ContentTypeOptions).toMatchObject({ Override: true });
    const csp = JSON.stringify(security?.ContentSecurityPolicy);
    for (const directive of ["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "object-src 'none'", 'connect-src', 'https://cognito-idp.']) {
      expect(csp).toContain(directive);
    }
    expect(distribution.DefaultCacheBehavior).toMatchObject({ ResponseHeadersPolicyId: { Ref: expect.stringMatching(/^WebSpaHeaders/) } });
  });

  it('sends a locked-down policy on API and image responses', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: { ContentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'", Override: true },
        }),
      }),
    });
    expect(behaviour('/api/*')?.ResponseHeadersPolicyId).toEqual({ Ref: expect.stringMatching(/^WebApiHeaders/) });
    expect(behaviour('/og/*')?.ResponseHeadersPolicyId).toEqual({ Ref: expect.stringMatching(/^WebApiHeaders/) });
  });
});

describe('site bucket and deployment', () => {
  it('keeps the bucket private and TLS-only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'site/' }),
    });
  });

  it('writes config.json from the stack: issuer, client id, hosted UI, API base, product name', () => {
    const deployments = Object.values(resourcesOf(template, 'Custom::CDKBucketDeployment'));
    const site = deployments.find((d) => d.Properties.DistributionPaths !== undefined);
    expect(site?.Properties.DistributionPaths).toEqual(['/*']);
    const markers = JSON.stringify(site?.Properties.SourceMarkers);
    expect(markers).toContain('ProvenlyUserPool');
    expect(markers).toContain('ProviderURL');
    expect(markers).toContain('IdentityUserPoolWebClient');
    expect(markers).toContain('IdentityUserPoolHostedUi');
  });

  it('writes config.json in the shape domain/api/config.ts declares, filled in at deploy time', () => {
    const file = readdirSync(outdir, { recursive: true, encoding: 'utf8' }).find((name) => path.basename(name) === 'config.json');
    const config = JSON.parse(readFileSync(path.join(outdir, file ?? 'missing'), 'utf8')) as Record<string, string>;
    expect(config).toEqual({
      productName: 'Provenly',
      authority: expect.stringMatching(/^<<marker:/),
      clientId: expect.stringMatching(/^<<marker:/),
      identityProvider: 'LinkedIn',
      scope: 'openid email profile',
      apiBase: '/api',
      realtimeUrl: expect.stringMatching(/^wss:\/\/<<marker:.*>>\/ws$/),
      hostedUiDomain: expect.stringMatching(/^<<marker:.*>>\.auth\.<<marker:.*>>\.amazoncognito\.com$/),
    });
    const site = Object.values(resourcesOf(template, 'Custom::CDKBucketDeployment')).find((d) => d.Properties.DistributionPaths);
    const markers = Object.assign({}, ...(site?.Properties.SourceMarkers as Record<string, unknown>[])) as Record<string, unknown>;
    expect(markers[config.authority as string]).toEqual({ 'Fn::GetAtt': ['ProvenlyUserPool', 'ProviderURL'] });
    expect(markers[config.clientId as string]).toEqual({ Ref: expect.stringMatching(/^IdentityUserPoolWebClient/) });
    const host = /^wss:\/\/(.*)\/ws$/.exec(config.realtimeUrl ?? '')?.[1] ?? '';
    expect(markers[host]).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^WebDistribution/), 'DomainName'] });
  });
});
