// Context settings: a custom domain, a Route 53 zone for DKIM and a cross-region Bedrock profile
// change the stack as documented (and stay nag-clean); bad values fail with the key's name.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveEntry } from '../../lib/bundling';
import { Web } from '../../lib/web';
import { readSettings } from '../../lib/settings';
import { fakeWebBuild, nagFindings, synth, type Synthesized } from './synth';

let built: Synthesized;
let template: Template;

beforeAll(() => {
  built = synth({
    context: {
      domainName: 'proofs.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      mailDomain: 'example.com',
      mailHostedZoneId: 'Z123456',
      mailHostedZoneName: 'example.com',
      callbackUrls: 'https://proofs.example.com/auth/callback,https://proofs.example.com/auth/silent',
      authDomainPrefix: 'proofs-login',
      logRetentionDays: 90,
    },
  });
  template = built.template;
});

describe('custom domain and DNS', () => {
  it('serves the custom domain with its certificate and TLS 1.2', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['proofs.example.com'],
        ViewerCertificate: {
          AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });

  it('names the custom domain for WebSocket connections in the CSP', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp("connect-src 'self' wss://proofs.example.com ")])] }),
          }),
        }),
      }),
    });
  });

  it('uses the custom domain as public origin and the given callback URLs', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: ['https://proofs.example.com/auth/callback', 'https://proofs.example.com/auth/silent'],
      LogoutURLs: ['https://proofs.example.com/'],
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ PUBLIC_ORIGIN: 'https://proofs.example.com' }) },
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'proofs-login' });
  });

  it('creates the DKIM records in the hosted zone', () => {
    template.resourceCountIs('AWS::Route53::RecordSet', 3);
    template.hasResourceProperties('AWS::Route53::RecordSet', { Type: 'CNAME', HostedZoneId: 'Z123456' });
  });

  it('keeps logs as configured and stays nag-clean', () => {
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
    expect(nagFindings(built.stack)).toEqual([]);
  });
});

describe('bad settings fail clearly', () => {
  const read = (context: Record<string, unknown>) => () => readSettings(new App({ context }));

  it.each([
    [{ domainName: 'x.example.com' }, /domainName.*certificateArn/],
    [{ mailHostedZoneId: 'Z1' }, /mailHostedZoneId/],
    [{ mailDomain: 'a.example', mailFromAddress: 'me@b.example' }, /mailFromAddress/],
    [{ apiRateLimit: 'fast' }, /apiRateLimit/],
    [{ authDomainPrefix: 'Has Spaces' }, /authDomainPrefix/],
    [{ priceClass: 'PriceClass_1' }, /priceClass/],
  ])('%o', (context, message) => expect(read(context)).toThrow(message));

  it('names a missing handler file', () => {
    expect(() => resolveEntry('lambdas/does-not-exist.ts', 'Route X')).toThrow(/lambdas\/does-not-exist\.ts does not exist/);
  });

  /** The web app's construct over the build in `distDir`. */
  const webOver = (distDir: string) => () => new Web(new Stack(new App(), 'T'), 'Web', {
    distDir,
    apiDomainName: 'api.example',
    websocketDomainName: 'ws.example',
    publicHost: 'proofs.example.com',
    region: 'eu-west-1',
    priceClass: 'PriceClass_100' as never,
    customDomain: undefined,
    webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/test/1',
    originVerifySecret: 'test-secret',
    config: { productName: 'Provenly', authority: 'i', clientId: 'c', identityProvider: 'LinkedIn', scope: 'openid', hostedUiDomain: 'h' },
  });

  it('tells to build the web app when dist/web is missing', () => {
    expect(webOver('/nonexistent/dist/web')).toThrow(/npm run build:web/);
  });

  it('tells to build the web app when the public pages\' document is missing', () => {
    // The app's half of the build without the public pages' (web/vite.public.config.ts).
    const appOnly = fakeWebBuild();
    rmSync(path.join(appOnly, 'public-page.html'));
    expect(webOver(appOnly)).toThrow(/public-page\.html does not exist\. Run `npm run build:web`/);
  });
});
