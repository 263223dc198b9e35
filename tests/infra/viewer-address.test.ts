// Who a client is behind CloudFront (docs/admin-moderation.md, "Who a client is"): the /api/*
// behaviour writes the viewer's address into a header of its own and keeps forwarding every viewer
// header but Host; CloudFront sends the origin-verification secret to the API origin; only the
// functions that read the client's address get the secret. With a route table made for the test.
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../../lambdas/routes';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../domain/rules/client-address';
import { viewerAddressCode } from '../../lib/viewer-address';
import { functionLogicalId, nagFindings, resourcesOf, synth, type Synthesized } from './synth';

const entry = 'lambdas/health.ts';
const testRoutes: RouteDefinition[] = [
  { name: 'Report', method: 'POST', path: '/api/public/t/report', entry, access: 'public', table: 'readwrite', readsClientAddress: true },
  { name: 'Other', method: 'GET', path: '/api/public/t/other', entry, access: 'public', table: 'read' },
];
const ALL_VIEWER_EXCEPT_HOST = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let built: Synthesized;
let template: Template;
type Behaviour = Record<string, unknown> & { PathPattern?: string; TargetOriginId?: string };
let distribution: { CacheBehaviors: Behaviour[]; Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[] };

const environmentOf = (name: string) =>
  (resourcesOf(template, 'AWS::Lambda::Function')[functionLogicalId(built, `Api/Route${name}`)]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
const secretLogicalId = () => Object.keys(resourcesOf(template, 'AWS::SecretsManager::Secret')).find((id) => id.startsWith('OriginVerifySecret'));

beforeAll(() => {
  built = synth({ routes: testRoutes });
  template = built.template;
  const [resource] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
  distribution = resource?.Properties.DistributionConfig as typeof distribution;
});

describe('the /api/* behaviour', () => {
  const api = () => distribution.CacheBehaviors.find((b) => b.PathPattern === '/api/*');

  it('runs the viewer-address function on every viewer request', () => {
    expect(api()?.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^WebViewerAddress/), 'FunctionARN'] } },
    ]);
    const [fn] = Object.values(resourcesOf(template, 'AWS::CloudFront::Function')).filter((f) => String(f.Properties.Name).includes('ViewerAddress'));
    expect(fn?.Properties).toMatchObject({ FunctionCode: viewerAddressCode(), FunctionConfig: expect.objectContaining({ Runtime: 'cloudfront-js-2.0' }) });
  });

  it('keeps forwarding every viewer header but Host, so the written header reaches the API (Authorization too)', () => {
    expect(api()?.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST);
  });
});

describe('the viewer-address function', () => {
  const handler = new Function(`${viewerAddressCode()}; return handler;`)() as (event: unknown) => { headers: Record<string, { value: string }> };

  it.each(['203.0.113.9', '2001:db8::1'])('writes the viewer address %s into the header', (ip) => {
    const request = handler({ viewer: { ip }, request: { uri: '/api/public/reports', headers: {} } });
    expect(request.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: ip });
  });

  it('replaces an address the client sent under the same name', () => {
    const request = handler({ viewer: { ip: '203.0.113.9' }, request: { uri: '/api/x', headers: { [VIEWER_ADDRESS_HEADER]: { value: '198.51.100.1' }, accept: { value: '*/*' } } } });
    expect(request.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '203.0.113.9' });
    expect(request.headers.accept).toEqual({ value: '*/*' });
  });
});

describe('origin verification', () => {
  it('has CloudFront send the generated secret to the API origin', () => {
    const apiOriginId = distribution.CacheBehaviors.find((b) => b.PathPattern === '/api/*')?.TargetOriginId;
    const origin = distribution.Origins.find((o) => o.Id === apiOriginId);
    expect(origin?.OriginCustomHeaders).toHaveLength(1);
    expect(origin?.OriginCustomHeaders?.[0]?.HeaderName).toBe(ORIGIN_VERIFY_HEADER);
    const value = JSON.stringify(origin?.OriginCustomHeaders?.[0]?.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(secretLogicalId());
  });

  it('generates the secret at deploy time: no value in the template', () => {
    const [secret] = Object.values(resourcesOf(template, 'AWS::SecretsManager::Secret')).filter((s) => JSON.stringify(s.Properties).includes('x-origin-verify'));
    expect(secret?.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
    expect(secret?.Properties.SecretString).toBeUndefined();
  });

  it('gives the secret only to the functions that read the client address', () => {
    expect(JSON.stringify(environmentOf('Report').ORIGIN_VERIFY_SECRET)).toContain('{{resolve:secretsmanager:');
    expect(environmentOf('Other')).not.toHaveProperty('ORIGIN_VERIFY_SECRET');
  });

  it('adds no cdk-nag finding', () => {
    expect(nagFindings(built.stack).filter((finding) => finding.includes('OriginVerify'))).toEqual([]);
  });
});
