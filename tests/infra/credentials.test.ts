// Portable credentials in the cloud: the KMS Ed25519 signing key whose key policy lets only the
// issuing functions sign (and administrators never use it), those functions configured for KMS,
// and the public documents (DID document, credentials, status lists) cached by CloudFront.
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, scheduledJobs, type RouteDefinition } from '../../lambdas/routes';
import { actionsOf, functionLogicalId, resourcesOf, synthAsConfigured, type Synthesized } from './synth';

const signingRoutes = (routes as readonly RouteDefinition[]).filter((route) => route.signsCredentials).map((route) => route.name);
/** Scheduled jobs that issue and revoke too (the erasure sweep). */
const signingJobs = scheduledJobs.filter((job) => job.signsCredentials).map((job) => job.name);

let built: Synthesized;
let template: Template;

beforeAll(() => {
  built = synthAsConfigured();
  template = built.template;
});

type Statement = { Sid?: string; Action: string | string[]; Principal: { AWS: unknown } };
const keyResource = () => {
  const keys = Object.entries(resourcesOf(template, 'AWS::KMS::Key')).filter(([, key]) => key.Properties.KeySpec === 'ECC_NIST_EDWARDS25519');
  expect(keys).toHaveLength(1);
  return keys[0]!;
};
const roleOf = (constructPath: string) => {
  const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionLogicalId(built, constructPath)];
  return (fn?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
};

describe('the signing key', () => {
  it('is an Ed25519 signing key kept when the stack goes', () => {
    const [, key] = keyResource();
    expect(key.Properties).toMatchObject({ KeySpec: 'ECC_NIST_EDWARDS25519', KeyUsage: 'SIGN_VERIFY' });
    expect(key.DeletionPolicy).toBe('Retain');
  });

  it('lets exactly the issuing functions sign; the account may administer it but not sign', () => {
    const [, key] = keyResource();
    const statements = (key.Properties.KeyPolicy as { Statement: Statement[] }).Statement;
    const signing = statements.filter((statement) => [statement.Action].flat().includes('kms:Sign'));
    expect(signing).toHaveLength(1);
    const principals = [signing[0]!.Principal.AWS].flat().map((principal) => (principal as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]).sort();
    expect(signingJobs).toEqual(['ErasureSweeper']);
    expect(principals).toEqual([...signingRoutes.map((name) => roleOf(`Api/Route${name}`)), ...signingJobs.map((name) => roleOf(`Jobs/${name}`))].sort());
    for (const statement of statements) expect([statement.Action].flat().some((action) => action === 'kms:*' || action === 'kms:Sign*')).toBe(false);
  });

  it('is configured on the issuing functions only, and only they may call kms:Sign', () => {
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    for (const route of routes) {
      const id = functionLogicalId(built, `Api/Route${route.name}`);
      const variables = (functions[id]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      const signs = signingRoutes.includes(route.name);
      expect(Boolean(variables.CREDENTIAL_KMS_KEY_ID), route.name).toBe(signs);
      expect(actionsOf(template, id).includes('kms:Sign'), route.name).toBe(signs);
    }
  });
});

describe('the public documents', () => {
  const behaviours = () => {
    const [distribution] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
    return (distribution?.Properties.DistributionConfig as { CacheBehaviors: Record<string, unknown>[] }).CacheBehaviors;
  };

  it.each(['/.well-known/*', '/api/public/credentials/*', '/api/public/status-lists/*'])('serves %s from the API, cached as the origin says', (pattern) => {
    const all = behaviours();
    const found = all.find((candidate) => candidate.PathPattern === pattern);
    expect(found?.TargetOriginId).toBe(all.find((candidate) => candidate.PathPattern === '/api/*')?.TargetOriginId);
    expect(found).toMatchObject({ ViewerProtocolPolicy: 'https-only', CachePolicyId: { Ref: expect.stringMatching(/CredentialCache/) } });
    const policies = Object.entries(resourcesOf(template, 'AWS::CloudFront::CachePolicy')).filter(([id]) => id.includes('CredentialCache'));
    expect(policies).toHaveLength(1);
    expect(policies[0]![1].Properties.CachePolicyConfig).toMatchObject({ MinTTL: 0, DefaultTTL: 60, MaxTTL: 86400 });
  });

  it('has a route for the DID document at /.well-known/did.json', () => {
    const apiRoutes = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).map((route) => route.Properties.RouteKey);
    expect(apiRoutes).toContain('GET /.well-known/did.json');
    expect(apiRoutes).toContain('GET /api/public/status-lists/{id}');
    expect(apiRoutes).toContain('GET /api/public/credentials/{id}');
  });
});
