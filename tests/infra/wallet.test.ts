// Wallets in the cloud (docs/wallets.md): the owner's offer routes behind the user pool, the
// OpenID4VCI routes public and each limited per client, the issuer's metadata under /.well-known/
// served by the API through CloudFront, only the credential route signing, and the offers and
// nonces kept in the table under its TTL.
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { walletRoutes } from '../../domain/api/routes/wallet';
import { routes, WALLET_CLIENT_THROTTLE, type RouteDefinition } from '../../lambdas/routes';
import { tableDefinition } from '../../core/data/table-definition';
import { actionsOf, functionLogicalId, resourcesOf, synthAsConfigured, type Synthesized } from './synth';

let built: Synthesized;
let template: Template;

beforeAll(() => {
  built = synthAsConfigured();
  template = built.template;
});

const walletTable = (routes as readonly RouteDefinition[]).filter((route) => route.name in walletRoutes);
const apiRoute = (route: RouteDefinition) => Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).find((candidate) => candidate.Properties.RouteKey === `${route.method} ${route.path}`);

describe('adding a credential to a wallet', () => {
  it('serves every wallet route: the owner\u2019s behind the user pool\u2019s authorizer, the wallet\u2019s public', () => {
    expect(walletTable.map((route) => route.name).sort()).toEqual(Object.keys(walletRoutes).sort());
    for (const route of walletTable) {
      const found = apiRoute(route);
      expect(found, route.name).toBeDefined();
      expect(found!.Properties.AuthorizationType, route.name).toBe(route.access === 'user' ? 'JWT' : 'NONE');
    }
    expect(walletTable.filter((route) => route.access === 'user').map((route) => route.name).sort()).toEqual(['CreateWalletOffer', 'GetWalletOffer']);
  });

  it('limits each client on the routes that write or sign, one claim a second', () => {
    const rules = Object.values(resourcesOf(built.edgeTemplate, 'AWS::WAFv2::WebACL')).flatMap((acl) => acl.Properties.Rules as { Name: string; Statement: { RateBasedStatement: { Limit: number } } }[]);
    for (const name of ['WalletToken', 'WalletNonce', 'WalletCredential']) {
      const rule = rules.find((candidate) => candidate.Name === `PerClientRateLimit${name}`);
      expect(rule?.Statement.RateBasedStatement.Limit, name).toBe(WALLET_CLIENT_THROTTLE.rate * WALLET_CLIENT_THROTTLE.windowSeconds);
    }
  });

  it('lets only the routes that issue sign (the credential, the exchange), and no wallet route send mail', () => {
    for (const route of walletTable) {
      const id = functionLogicalId(built, `Api/Route${route.name}`);
      expect(actionsOf(template, id).includes('kms:Sign'), route.name).toBe(['WalletCredential', 'WalletExchange'].includes(route.name));
      expect(actionsOf(template, id).some((action) => action.startsWith('ses:')), route.name).toBe(false);
    }
  });

  it('serves the issuer\u2019s metadata under /.well-known/ through the API behaviour', () => {
    const [distribution] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
    const behaviours = (distribution?.Properties.DistributionConfig as { CacheBehaviors: { PathPattern: string; TargetOriginId: string }[] }).CacheBehaviors;
    const api = behaviours.find((behaviour) => behaviour.PathPattern === '/api/*')?.TargetOriginId;
    expect(behaviours.find((behaviour) => behaviour.PathPattern === '/.well-known/*')?.TargetOriginId).toBe(api);
  });

  it('keeps offers and nonces in the table, removed by its TTL', () => {
    const [table] = Object.values(resourcesOf(template, 'AWS::DynamoDB::Table')).filter((candidate) => (candidate.Properties.KeySchema as { AttributeName: string }[])[0]?.AttributeName === tableDefinition.partitionKey.name);
    expect(table?.Properties.TimeToLiveSpecification).toEqual({ AttributeName: 'ttl', Enabled: true });
  });
});
