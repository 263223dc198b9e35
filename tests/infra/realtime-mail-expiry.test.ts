// Live updates (WebSocket API, authorizer, notifier on the stream), mail (SES identity and
// configuration set) and scheduled jobs (EventBridge), and the names shared with server code.
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { realtimeFunctions } from '../../lambdas/realtime-routes';
import { scheduledJobs } from '../../lambdas/routes';
import { actionsOf, functionLogicalId, resourcesOf, statementsOf, type Synthesized, synthFullyConfigured } from './synth';

let built: Synthesized;
let template: Template;

beforeAll(() => {
  built = synthFullyConfigured();
  template = built.template;
});

const realtime = (name: string) => functionLogicalId(built, `Realtime/${name}`);

describe('realtime', () => {
  it('guards $connect with a Lambda authorizer reading ?token=, and has a ws stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      IdentitySource: ['route.request.querystring.token'],
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$connect', AuthorizationType: 'CUSTOM' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$disconnect' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'ws',
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it('sets the API Gateway account CloudWatch role before the logging ws stage, both retained', () => {
    const accounts = template.toJSON().Resources as Record<string, { Type: string; Properties: { CloudWatchRoleArn: { 'Fn::GetAtt': [string, string] } }; DeletionPolicy?: string }>;
    const accountIds = Object.keys(accounts).filter((id) => accounts[id]?.Type === 'AWS::ApiGateway::Account');
    expect(accountIds).toHaveLength(1);
    const accountId = accountIds[0] as string;
    const account = accounts[accountId];
    expect(account?.DeletionPolicy).toBe('Retain');
    const roleId = account?.Properties.CloudWatchRoleArn['Fn::GetAtt'][0] as string;
    const role = resourcesOf(template, 'AWS::IAM::Role')[roleId];
    expect(role?.DeletionPolicy).toBe('Retain');
    expect(JSON.stringify(role?.Properties.AssumeRolePolicyDocument)).toContain('apigateway.amazonaws.com');
    expect(JSON.stringify(role?.Properties.ManagedPolicyArns)).toContain('service-role/AmazonAPIGatewayPushToCloudWatchLogs');
    const stages = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Stage')).filter((stage) => stage.Properties.StageName === 'ws');
    expect(stages).toHaveLength(1);
    expect([stages[0]?.DependsOn].flat()).toContain(accountId);
  });

  it("lets connect/disconnect touch only WSCONN# items, and the authorizer read only a profile's suspendedAt", () => {
    for (const [name, expected] of [['Connect', ['dynamodb:PutItem']], ['Disconnect', ['dynamodb:DeleteItem']]] as const) {
      const statement = statementsOf(template, realtime(name)).find((s) => String(s.Action).startsWith('dynamodb:'));
      expect([statement?.Action].flat()).toEqual(expected);
      expect(statement?.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['WSCONN#*'] } });
    }
    const suspensionRead = {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] },
      'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['suspendedAt'] },
      StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
    };
    const authorizerTable = statementsOf(template, realtime('Authorizer')).filter((s) => String(s.Action).startsWith('dynamodb:'));
    expect(authorizerTable.map((s) => [[s.Action].flat(), s.Condition])).toEqual([[['dynamodb:GetItem'], suspensionRead]]);
    expect(statementsOf(template, realtime('Notifier')).filter((s) => [s.Action].flat().includes('dynamodb:GetItem')).map((s) => s.Condition)).toEqual([suspensionRead]);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ USER_POOL_ISSUER: { 'Fn::GetAtt': ['ProvenlyUserPool', 'ProviderURL'] } }) },
    });
  });

  it('feeds the notifier from the table stream, filtered to requests, validations, proofs and profiles (suspensions)', () => {
    const mappings = Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping'));
    const [mapping, ...others] = mappings.filter((candidate) => JSON.stringify(candidate.Properties.FunctionName) === JSON.stringify({ Ref: realtime('Notifier') }));
    expect(others).toEqual([]);
    expect(mapping?.Properties).toMatchObject({
      FunctionName: { Ref: realtime('Notifier') },
      EventSourceArn: { 'Fn::GetAtt': ['ProvenlyTable', 'StreamArn'] },
      StartingPosition: 'LATEST',
      BisectBatchOnFunctionError: true,
    });
    const patterns = (mapping?.Properties.FilterCriteria as { Filters: { Pattern: string }[] }).Filters.map(({ Pattern }) => JSON.parse(Pattern) as unknown);
    const types = ['Profile', 'Recognition', 'Validation', 'ValidationRequest'];
    expect(patterns).toHaveLength(2);
    expect(patterns).toEqual(expect.arrayContaining([
      { dynamodb: { NewImage: { type: { S: expect.toSatisfy((values: string[]) => [...values].sort().join() === types.join()) } } } },
      { dynamodb: { OldImage: { type: { S: expect.toSatisfy((values: string[]) => [...values].sort().join() === types.join()) } } } },
    ]));
    const actions = actionsOf(template, realtime('Notifier'));
    expect(actions).toEqual(expect.arrayContaining(['execute-api:ManageConnections', 'dynamodb:GetRecords', 'dynamodb:Query', 'dynamodb:DeleteItem']));
    const manages = statementsOf(template, realtime('Notifier')).find((s) => s.Action === 'execute-api:ManageConnections');
    const stagePaths = [manages?.Resource].flat().map((arn) => JSON.stringify(arn).match(/\/ws\/\w+\/@connections\/\*/)?.[0]);
    expect(stagePaths.sort()).toEqual(['/ws/DELETE/@connections/*', '/ws/POST/@connections/*']);
    expect(actions).not.toContain('dynamodb:PutItem');
  });

  it('feeds the edge invalidator the old images of public proof views and credentials, and lets it invalidate on the product\u2019s distribution only', () => {
    const invalidator = functionLogicalId(built, 'EdgeInvalidation/EdgeInvalidator');
    const mapping = Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping')).find((candidate) => JSON.stringify(candidate.Properties.FunctionName) === JSON.stringify({ Ref: invalidator }));
    expect(mapping?.Properties).toMatchObject({ EventSourceArn: { 'Fn::GetAtt': ['ProvenlyTable', 'StreamArn'] }, StartingPosition: 'LATEST', BisectBatchOnFunctionError: true });
    const patterns = (mapping?.Properties.FilterCriteria as { Filters: { Pattern: string }[] }).Filters.map(({ Pattern }) => JSON.parse(Pattern) as unknown);
    expect(patterns).toEqual([{ dynamodb: { OldImage: { type: { S: ['PublicProofView', 'Credential'] } } } }]);
    const invalidates = statementsOf(template, invalidator).find((s) => s.Action === 'cloudfront:CreateInvalidation');
    expect(JSON.stringify(invalidates?.Resource)).toMatch(/:distribution\/",\{"Ref":"WebDistribution[0-9A-F]+"\}/);
    const fn = resourcesOf(template, 'AWS::Lambda::Function')[invalidator];
    expect(JSON.stringify(fn?.Properties.Environment)).toMatch(/"CLOUDFRONT_DISTRIBUTION_ID":\{"Ref":"WebDistribution[0-9A-F]+"\}/);
    expect(actionsOf(template, invalidator).filter((action) => action.startsWith('dynamodb:') && !/Stream|GetRecords|GetShardIterator/.test(action))).toEqual([]);
  });

  it('builds every function of the realtime definition from its entry', () => {
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    for (const { name } of realtimeFunctions) expect(functions[realtime(name)], name).toBeDefined();
    expect(realtimeFunctions.map(({ name }) => name).sort()).toEqual(['Authorizer', 'Connect', 'Disconnect', 'Notifier']);
  });
});

describe('mail', () => {
  it('verifies the sending domain with DKIM, through a configuration set', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.example.org',
      DkimAttributes: { SigningEnabled: true },
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: Match.stringLikeRegexp('^MailConfigurationSet') } },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      ReputationOptions: { ReputationMetricsEnabled: true },
      DeliveryOptions: { TlsPolicy: 'REQUIRE' },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
  });
});

describe('scheduled jobs', () => {
  it.each(scheduledJobs.map((job) => [job.name, job] as const))('runs %s on its EventBridge schedule', (name, job) => {
    const id = functionLogicalId(built, `Jobs/${name}`);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `rate(${job.everyMinutes} minutes)`,
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [id, 'Arn'] }, RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 2 }) })],
    });
    const writes = actionsOf(template, id).includes('dynamodb:PutItem');
    expect(writes).toBe(job.table === 'readwrite');
  });
});

describe('closing accounts in the user pool', () => {
  const cognitoActions = (id: string) => actionsOf(template, id).filter((action) => action.startsWith('cognito-idp:')).sort();

  it('lets the closure route only sign the person out everywhere, and the erasure sweep only delete them', () => {
    expect(cognitoActions(functionLogicalId(built, 'Api/RouteRequestAccountClosure'))).toEqual(['cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:ListUsers']);
    expect(cognitoActions(functionLogicalId(built, 'Jobs/ErasureSweeper'))).toEqual(['cognito-idp:AdminDeleteUser', 'cognito-idp:ListUsers']);
    expect(cognitoActions(functionLogicalId(built, 'Api/RouteGetMe'))).toEqual([]);
  });
});

describe('environment names', () => {
  it('are set on functions as declared', () => {
    const fn = resourcesOf(template, 'AWS::Lambda::Function')[realtime('Notifier')];
    const variables = (fn?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual(['NODE_OPTIONS', 'PUBLIC_ORIGIN', 'TABLE_NAME', 'WEBSOCKET_CALLBACK_URL']);
  });
});
