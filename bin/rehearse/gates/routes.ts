// Every HTTP API route must be reachable through the site's CloudFront distribution: some cache
// behaviour's path pattern (the first that matches, in order, else the default) sends the route's
// path to an origin that is not the site bucket and allows the route's method. A route that only
// the execute-api URL answers is dead for the SPA, which calls the site's own origin.
import { resourcesOfType, type CfnResource, type GateResult, type StackTemplate } from '../template';

interface Behavior { readonly PathPattern?: string; readonly TargetOriginId: string; readonly AllowedMethods?: readonly string[] }
interface Origin { readonly Id: string; readonly S3OriginConfig?: unknown; readonly DomainName?: unknown }

/** CloudFront's path pattern (`*` any characters, `?` one) as a regular expression. */
export function pathPatternRegExp(pattern: string): RegExp {
  const body = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${body.startsWith('/') ? body : `/${body}`}$`);
}

/** A concrete path for a route path: `{id}` -> one segment, `{proxy+}` -> two. */
export const samplePath = (routePath: string): string =>
  routePath.replace(/\{[^}]+\+\}/g, 'sample/path').replace(/\{[^}]+\}/g, 'sample');

const HTTP_ROUTE = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|ANY) (\/\S*)$/;

/** Origins serving the site bucket: an S3 origin, or a domain naming an S3 bucket. */
function isBucketOrigin(origin: Origin): boolean {
  if (origin.S3OriginConfig !== undefined) return true;
  return /RegionalDomainName|\.s3\./.test(JSON.stringify(origin.DomainName ?? ''));
}

export function checkRoutesReachable(templates: readonly StackTemplate[]): GateResult {
  const distributions = resourcesOfType(templates, 'AWS::CloudFront::Distribution');
  const routes = resourcesOfType(templates, 'AWS::ApiGatewayV2::Route')
    .map(({ stack, id, resource }) => ({ where: `${stack.name}/${id}`, match: HTTP_ROUTE.exec(String(resource.Properties?.RouteKey ?? '')) }))
    .filter((route): route is { where: string; match: RegExpExecArray } => route.match !== null);
  if (distributions.length !== 1) {
    return { gate: 'Routes reachable through CloudFront', checked: [], failures: [`expected one CloudFront distribution, found ${distributions.length}`] };
  }
  const config = (distributions[0]?.resource as CfnResource).Properties?.DistributionConfig as {
    DefaultCacheBehavior: Behavior; CacheBehaviors?: readonly Behavior[]; Origins: readonly Origin[];
  };
  const bucketOrigins = new Set(config.Origins.filter(isBucketOrigin).map((origin) => origin.Id));
  const failures: string[] = [];
  for (const { where, match } of routes) {
    const [, method, routePath] = match as unknown as [string, string, string];
    const viewerPath = samplePath(routePath);
    const behavior = (config.CacheBehaviors ?? []).find((each) => pathPatternRegExp(each.PathPattern ?? '').test(viewerPath)) ?? config.DefaultCacheBehavior;
    const pattern = behavior.PathPattern ?? 'default (*)';
    const allowed = behavior.AllowedMethods ?? ['GET', 'HEAD'];
    if (bucketOrigins.has(behavior.TargetOriginId)) failures.push(`${method} ${routePath} (${where}): ${viewerPath} falls to "${pattern}", which serves the site bucket, not the API`);
    else if (method !== 'ANY' && !allowed.includes(method)) failures.push(`${method} ${routePath} (${where}): behaviour "${pattern}" allows only ${allowed.join(', ')}`);
  }
  return {
    gate: 'Routes reachable through CloudFront',
    checked: [`${routes.length} HTTP routes against ${(config.CacheBehaviors ?? []).length + 1} cache behaviours (method allowed, origin not the bucket)`],
    failures,
  };
}
