// Fair throttling in the cloud: a WAF web ACL in us-east-1 (the only region a CloudFront web ACL
// can live in) with one rate-based rule per client IP over the public and validation-link paths,
// attached to the distribution of the product's stack in another region.
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientLimitsOf, FAIR_SHARE_CLIENTS, imageRoute, isPerClientThrottled, PER_CLIENT_PATH_PREFIXES, PER_CLIENT_THROTTLE, routes, type RouteDefinition } from '../../lambdas/routes';
import { nagFindings, resourcesOf, synth, synthAsConfigured, type Synthesized } from './synth';

let built: Synthesized;
let webAcl: Record<string, unknown>;

beforeAll(() => {
  built = synthAsConfigured();
  webAcl = Object.values(resourcesOf(built.edgeTemplate, 'AWS::WAFv2::WebACL'))[0]!.Properties;
});

type RateRule = { Name: string; Priority: number; Action: unknown; Statement: { RateBasedStatement: Record<string, unknown> } };
const rules = () => webAcl.Rules as RateRule[];
const rule = () => rules()[0]!;
const withOwnClientLimit = (routes as readonly RouteDefinition[]).filter((route) => route.clientThrottle);

describe('the edge stack', () => {
  it('lives in us-east-1 and holds one CLOUDFRONT web ACL that allows by default', () => {
    expect(built.edge.region).toBe('us-east-1');
    expect(built.stack.region).toBe('eu-west-1');
    built.edgeTemplate.resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect(webAcl).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(webAcl.Rules).toHaveLength(1 + withOwnClientLimit.length);
  });

  it('limits each client IP on the per-client paths, with the route table\'s numbers, answering 429', () => {
    expect(rule().Statement.RateBasedStatement).toMatchObject({
      AggregateKeyType: 'IP',
      EvaluationWindowSec: PER_CLIENT_THROTTLE.windowSeconds,
      Limit: PER_CLIENT_THROTTLE.rate * PER_CLIENT_THROTTLE.windowSeconds,
    });
    const scope = rule().Statement.RateBasedStatement.ScopeDownStatement as { OrStatement: { Statements: { ByteMatchStatement: Record<string, unknown> }[] } };
    const matches = scope.OrStatement.Statements.map((statement) => statement.ByteMatchStatement);
    expect(matches.map((match) => match.SearchString)).toEqual([...PER_CLIENT_PATH_PREFIXES]);
    for (const match of matches) {
      expect(match).toMatchObject({ FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', TextTransformations: [{ Priority: 0, Type: 'NONE' }] });
    }
    expect(rule().Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'TooManyRequests' } } });
    expect(webAcl.CustomResponseBodies).toEqual({
      TooManyRequests: { ContentType: 'APPLICATION_JSON', Content: '{"message":"Too Many Requests"}' },
    });
  });

  it('covers every public route of the table, the validation-link routes and the images', () => {
    const covered = [...routes, imageRoute].filter((route) => route.access === 'public' || route.path.startsWith('/api/validation/'));
    expect(covered.length).toBeGreaterThan(10);
    for (const route of covered) expect(isPerClientThrottled(route.path.replace(/\{[^}]+\}/g, 'x')), route.name).toBe(true);
    // The signed-in API (dashboard, editor) is not counted against the visitor's allowance.
    expect(isPerClientThrottled('/api/proofs')).toBe(false);
  });

  it('limits each client IP on a route with a tighter limit of its own, on that path alone', () => {
    expect(withOwnClientLimit.map((route) => route.name).sort()).toEqual(['RemoveYourData', 'ReportContent', 'RequestYourDataLink', 'VerifyCredential', 'VerifyProofs', 'WalletCredential', 'WalletNonce', 'WalletToken']);
    for (const [index, route] of withOwnClientLimit.entries()) {
      const own = rules().find((candidate) => candidate.Name === `PerClientRateLimit${route.name}`)!;
      expect(own.Priority).toBe(index + 1);
      const limit = route.clientThrottle!.rate * route.clientThrottle!.windowSeconds;
      // WAF's lowest limit is 10 requests per window.
      expect(limit, route.name).toBeGreaterThanOrEqual(10);
      expect(own.Statement.RateBasedStatement).toEqual({
        AggregateKeyType: 'IP',
        EvaluationWindowSec: route.clientThrottle!.windowSeconds,
        Limit: limit,
        ScopeDownStatement: {
          ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'EXACTLY', SearchString: route.path, TextTransformations: [{ Priority: 0, Type: 'NONE' }] },
        },
      });
      expect(own.Action).toEqual(rule().Action);
    }
  });

  it(`sizes each route's shared throttle for ${FAIR_SHARE_CLIENTS} clients at their per-client limit`, () => {
    let checked = 0;
    for (const route of [...routes, imageRoute] as RouteDefinition[]) {
      const client = clientLimitsOf(route);
      if (!route.throttle || !client) continue;
      checked += 1;
      expect(route.throttle.rate, route.name).toBeGreaterThanOrEqual(FAIR_SHARE_CLIENTS * client.rate);
      expect(route.throttle.burst, route.name).toBeGreaterThanOrEqual(FAIR_SHARE_CLIENTS * client.burst);
    }
    expect(checked).toBeGreaterThan(10);
    // The proof lookup, the audit's case: 100/s and 300 for ten clients at 10/s and 30.
    expect(clientLimitsOf({ path: '/api/public/proofs/{number}' })).toEqual(PER_CLIENT_THROTTLE);
  });
});

describe('the distribution', () => {
  it('is behind the web ACL, read from us-east-1 without a custom resource', () => {
    const [distribution] = Object.values(resourcesOf(built.template, 'AWS::CloudFront::Distribution'));
    const config = distribution!.Properties.DistributionConfig as { WebACLId: unknown };
    expect(config.WebACLId).toEqual({
      'Fn::GetStackOutput': { StackName: built.edge.stackName, Region: 'us-east-1', OutputName: expect.any(String) },
    });
    const outputName = (config.WebACLId as { 'Fn::GetStackOutput': { OutputName: string } })['Fn::GetStackOutput'].OutputName;
    built.edgeTemplate.hasOutput(outputName, { Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebAcl'), 'Arn'] } });
    expect(Object.keys(built.template.findResources('Custom::CrossRegionExportReader'))).toEqual([]);
  });

  it('reads it the same way when the product runs in us-east-1 too', () => {
    const local = synth({ region: 'us-east-1' });
    const [distribution] = Object.values(resourcesOf(local.template, 'AWS::CloudFront::Distribution'));
    expect((distribution!.Properties.DistributionConfig as { WebACLId: unknown }).WebACLId).toHaveProperty('Fn::GetStackOutput');
  });
});

describe('cdk-nag on the edge stack', () => {
  it('leaves no finding', () => {
    expect(nagFindings(built.edge)).toEqual([]);
  });
});
