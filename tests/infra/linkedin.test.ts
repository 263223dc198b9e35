// Sharing on LinkedIn in the cloud: each LinkedIn function gets exactly what it uses (the token
// key only where a token is encrypted or decrypted, the client secret only where the code is
// exchanged or a token introspected), the API version from configuration, a timeout that covers
// the post's call chain, the reminder job's mail, and the callback page's own CSP at the edge.
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLBACK_PAGE_CSP, DEFAULT_LINKEDIN_API_VERSION } from '../../domain/linkedin-callback';
import { routes } from '../../lambdas/routes';
import { actionsOf, FULLY_CONFIGURED, functionLogicalId, resourcesOf, statementsOf, synth, type Synthesized, synthFullyConfigured } from './synth';

let built: Synthesized;
const routeFn = (name: string) => functionLogicalId(built, `Api/Route${name}`);
const fnProps = (id: string) => resourcesOf(built.template, 'AWS::Lambda::Function')[id]!.Properties;
const env = (id: string) => (fnProps(id).Environment as { Variables: Record<string, unknown> }).Variables;
const linkedinRoutes = routes.filter((route) => route.name.startsWith('Linkedin')).map((route) => route.name);

beforeAll(() => {
  built = synthFullyConfigured();
});

describe('grants', () => {
  it('the token key only where a token is encrypted or decrypted', () => {
    const withKey = ['LinkedinOauthCallback', 'LinkedinPost', 'LinkedinVerifyPost', 'LinkedinDiagnose', 'LinkedinDebugAccount'];
    for (const name of linkedinRoutes) {
      const kms = actionsOf(built.template, routeFn(name)).filter((action) => action.startsWith('kms:'));
      expect(kms.length > 0, name).toBe(withKey.includes(name));
      expect('TOKEN_KEY_ID' in env(routeFn(name)), name).toBe(withKey.includes(name));
    }
  });

  it('the LinkedIn client secret only where the code is exchanged or a token introspected, read-only, that secret alone', () => {
    const withSecret = ['LinkedinOauthCallback', 'LinkedinDiagnose'];
    for (const name of linkedinRoutes) {
      const secrets = actionsOf(built.template, routeFn(name)).filter((action) => action.startsWith('secretsmanager:'));
      expect(secrets.length > 0, name).toBe(withSecret.includes(name));
    }
    const statement = statementsOf(built.template, routeFn('LinkedinOauthCallback')).find((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue'))!;
    expect([statement.Action].flat().sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
    expect(JSON.stringify(statement.Resource)).toContain('secret:provenly/linkedin-client-secret-??????');
    expect(JSON.stringify(env(routeFn('LinkedinOauthCallback'))[`LINKEDIN_CLIENT_SECRET_ARN`])).toContain('secret:provenly/linkedin-client-secret');
  });

  it('no LinkedIn function reads anything it does not need: status, disconnect and the card image touch neither key nor secret', () => {
    for (const name of ['LinkedinStatus', 'LinkedinDisconnect', 'LinkedinCardImage', 'LinkedinOauthStart']) {
      expect(actionsOf(built.template, routeFn(name)).filter((action) => /^(kms|secretsmanager):/.test(action)), name).toEqual([]);
    }
  });
});

describe('configuration', () => {
  it('every function that calls LinkedIn gets the client id and the configured LinkedIn-Version', () => {
    for (const name of ['LinkedinOauthStart', 'LinkedinOauthCallback', 'LinkedinPost', 'LinkedinVerifyPost', 'LinkedinDiagnose', 'LinkedinDebugAccount']) {
      expect(env(routeFn(name)), name).toMatchObject({ LINKEDIN_CLIENT_ID: FULLY_CONFIGURED.linkedinClientId, LINKEDIN_API_VERSION: '202610' });
    }
    expect('LINKEDIN_API_VERSION' in env(routeFn('LinkedinStatus'))).toBe(false);
  });

  it('defaults the version and refuses one that is not YYYYMM', () => {
    expect(DEFAULT_LINKEDIN_API_VERSION).toMatch(/^\d{4}(0[1-9]|1[0-2])$/);
    expect(() => synth({ context: { linkedinApiVersion: '2026-11' } })).toThrow(/linkedinApiVersion/);
  });

  it('the post has time for render, upload, processing and the post, under API Gateway’s 30 s', () => {
    expect(fnProps(routeFn('LinkedinPost')).Timeout).toBe(29);
  });

  it('the expiry reminder job may send mail and nothing of LinkedIn', () => {
    const actions = actionsOf(built.template, functionLogicalId(built, 'Jobs/LinkedinExpiryReminders'));
    expect(actions).toContain('ses:SendEmail');
    expect(actions.filter((action) => /^(kms|secretsmanager):/.test(action))).toEqual([]);
  });
});

it('CloudFront serves the callback page with its own CSP, allowing its one script by hash, before /api/*', () => {
  const distribution = Object.values(resourcesOf(built.template, 'AWS::CloudFront::Distribution'))[0]!;
  const behaviours = (distribution.Properties.DistributionConfig as { CacheBehaviors: { PathPattern: string; ResponseHeadersPolicyId: unknown }[] }).CacheBehaviors;
  const patterns = behaviours.map((behaviour) => behaviour.PathPattern);
  expect(patterns.indexOf('/api/public/linkedin/callback')).toBeGreaterThanOrEqual(0);
  expect(patterns.indexOf('/api/public/linkedin/callback')).toBeLessThan(patterns.indexOf('/api/*'));
  const policies = Object.values(resourcesOf(built.template, 'AWS::CloudFront::ResponseHeadersPolicy'));
  const csp = policies.map((policy) => JSON.stringify(policy.Properties)).find((text) => text.includes("script-src 'sha256-"));
  expect(csp).toContain(CALLBACK_PAGE_CSP);
});
