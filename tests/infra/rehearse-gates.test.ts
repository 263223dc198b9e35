// The rehearsal's static gates (bin/rehearse/gates/): over the configured stacks they pass, and on
// small hand-made templates with one thing broken each fails with a reason a person can act on.
// The stacks come from the infra tier's shared synthesis: no synthesis of their own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatGates, staticGates } from '../../bin/rehearse/gates';
import { checkReferences } from '../../bin/rehearse/gates/references';
import { checkRoutesReachable } from '../../bin/rehearse/gates/routes';
import { checkRuntimes } from '../../bin/rehearse/gates/runtimes';
import { checkWebSocketLogging } from '../../bin/rehearse/gates/websocket-logging';
import { checkIamWildcards } from '../../bin/rehearse/gates/iam-wildcards';
import { checkDataProtection } from '../../bin/rehearse/gates/data-protection';
import { checkLimits } from '../../bin/rehearse/gates/limits';
import { adaptForMoto } from '../../bin/rehearse/moto-transform';
import type { CfnTemplate, StackTemplate } from '../../bin/rehearse/template';
import { PROJECT_ROOT } from '../../lib/bundling';
import { nestedStacksOf, synthAsConfigured } from './synth';

const stack = (template: Partial<CfnTemplate> & Pick<CfnTemplate, 'Resources'>, name = 'Broken'): StackTemplate =>
  ({ name, template: template as CfnTemplate, bytes: JSON.stringify(template).length });

let templates: StackTemplate[];
beforeAll(() => {
  const built = synthAsConfigured();
  const json = (template: Template) => template.toJSON() as CfnTemplate;
  const asStack = (name: string, template: CfnTemplate) => ({ name, template, bytes: JSON.stringify(template).length });
  templates = [
    asStack('Provenly', json(built.parentTemplate)),
    ...nestedStacksOf(built.stack).map(({ nested, logicalId }) => asStack(`Provenly/${logicalId}`, json(Template.fromStack(nested)))),
    asStack('Provenly-Edge', json(built.edgeTemplate)),
  ];
});

describe('rehearsal gates over the configured stacks', () => {
  it('all pass, and say what they checked', () => {
    const results = staticGates(templates, { today: new Date('2026-11-28T00:00:00Z'), deployDoc: readFileSync(path.join(PROJECT_ROOT, 'docs/deploy.md'), 'utf8') });
    const report = formatGates(results);
    expect(results.flatMap((result) => result.failures), report).toEqual([]);
    for (const result of results) expect(result.checked.length, result.gate).toBeGreaterThan(0);
    expect(report).toContain('nodejs24.x');
    expect(report).toContain('SiteUrl (Provenly)');
  });
});

const wsApi = { Type: 'AWS::ApiGatewayV2::Api', Properties: { ProtocolType: 'WEBSOCKET', Name: 'ws' } };
const logs = { DestinationArn: 'arn:aws:logs:eu-west-1:123456789012:log-group:x', Format: '{}' };

describe('rehearsal gates on broken templates', () => {
  it('fails a WebSocket stage that logs without the account role, naming the stage and the error it would meet', () => {
    const result = checkWebSocketLogging([stack({ Resources: {
      Api: wsApi,
      Stage: { Type: 'AWS::ApiGatewayV2::Stage', Properties: { ApiId: { Ref: 'Api' }, StageName: 'ws', AccessLogSettings: logs } },
    } })]);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toContain('Broken/Stage (WEBSOCKET API Api, stage ws) logs access');
    expect(result.failures[0]).toContain('CloudWatch Logs role ARN must be set in account settings');
  });

  it('fails an account setting that names no role API Gateway may assume, and passes the right one', () => {
    const resources = (principal: string) => ({
      Api: wsApi,
      Role: { Type: 'AWS::IAM::Role', Properties: { AssumeRolePolicyDocument: { Statement: [{ Effect: 'Allow', Principal: { Service: principal }, Action: 'sts:AssumeRole' }] } } },
      Account: { Type: 'AWS::ApiGateway::Account', DeletionPolicy: 'Retain', Properties: { CloudWatchRoleArn: { 'Fn::GetAtt': ['Role', 'Arn'] } } },
      Stage: { Type: 'AWS::ApiGatewayV2::Stage', DependsOn: ['Account'], Properties: { ApiId: { Ref: 'Api' }, StageName: 'ws', AccessLogSettings: logs } },
    });
    expect(checkWebSocketLogging([stack({ Resources: resources('lambda.amazonaws.com') })]).failures[0]).toContain('not a role API Gateway may assume');
    expect(checkWebSocketLogging([stack({ Resources: resources('apigateway.amazonaws.com') })]).failures).toEqual([]);
  });

  it('fails a wrong reference, naming the resource and what it refers to', () => {
    const result = checkReferences([stack({ Resources: {
      Table: { Type: 'AWS::DynamoDB::Table', Properties: {} },
      Fn: { Type: 'AWS::Lambda::Function', Properties: { Environment: { Variables: { TABLE_NAME: { Ref: 'Tabel' }, ARN: { 'Fn::Sub': '${Table.Arn}/${Missing}' } } } } },
    } })]);
    expect(result.failures).toEqual([
      'Broken/Fn refers to "Tabel", which its template does not define',
      'Broken/Fn refers to "Missing", which its template does not define',
    ]);
  });

  it('fails a route no CloudFront behaviour sends to the API, or whose method it refuses', () => {
    const distribution = { Type: 'AWS::CloudFront::Distribution', Properties: { DistributionConfig: {
      Origins: [{ Id: 'site', S3OriginConfig: {} }, { Id: 'api', DomainName: 'x.execute-api.eu-west-1.amazonaws.com' }],
      DefaultCacheBehavior: { TargetOriginId: 'site' },
      CacheBehaviors: [{ PathPattern: '/api/public/*', TargetOriginId: 'api', AllowedMethods: ['GET', 'HEAD'] }, { PathPattern: '/api/*', TargetOriginId: 'api', AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'] }],
    } } };
    const route = (key: string) => ({ Type: 'AWS::ApiGatewayV2::Route', Properties: { RouteKey: key } });
    const result = checkRoutesReachable([stack({ Resources: {
      Distribution: distribution, Ok: route('POST /api/proofs/{id}'), Stray: route('GET /feeds/{proxy+}'), Refused: route('POST /api/public/reports'),
    } })]);
    expect(result.failures).toEqual([
      'GET /feeds/{proxy+} (Broken/Stray): /feeds/sample/path falls to "default (*)", which serves the site bucket, not the API',
      'POST /api/public/reports (Broken/Refused): behaviour "/api/public/*" allows only GET, HEAD',
    ]);
  });

  it('fails a runtime near or past its deprecation, an unlisted wildcard, unprotected data and a stack near its quota', () => {
    const fn = { Type: 'AWS::Lambda::Function', Properties: { Runtime: 'nodejs22.x' } };
    expect(checkRuntimes([stack({ Resources: { Fn: fn } })], new Date('2026-12-01T00:00:00Z')).failures[0]).toContain('nodejs22.x: deprecated 2027-04-30, 150 days away');
    const policy = { Type: 'AWS::IAM::Policy', Properties: { PolicyDocument: { Statement: [{ Effect: 'Allow', Action: 'dynamodb:*', Resource: '*' }] } } };
    expect(checkIamWildcards([stack({ Resources: { Policy: policy } })]).failures).toEqual(['Broken/Policy: dynamodb:* on * is a wildcard no entry of ALLOWED_WILDCARDS allows']);
    const table = { Type: 'AWS::DynamoDB::Table', DeletionPolicy: 'Delete', Properties: { DeletionProtectionEnabled: true } };
    expect(checkDataProtection([stack({ Resources: { Table: table } })]).failures).toEqual(['Broken/Table (AWS::DynamoDB::Table): no retention, no point-in-time recovery']);
    const many = Object.fromEntries(Array.from({ length: 401 }, (_, index) => [`Topic${index}`, { Type: 'AWS::SNS::Topic' }]));
    expect(checkLimits([stack({ Resources: many })]).failures).toEqual(["Broken: 401 resources, over 400 (80 % of CloudFormation's 500)"]);
  });
});

describe('the transform for moto', () => {
  it('drops the types moto lacks, names them in ARN-shaped strings where referred to, and keeps a stack non-empty', () => {
    const { template, dropped } = adaptForMoto({ Resources: {
      Api: { Type: 'AWS::ApiGatewayV2::Api', Properties: {} },
      Fn: { Type: 'AWS::Lambda::Function', DependsOn: ['Api'], Properties: { Environment: { Variables: { URL: { 'Fn::GetAtt': ['Api', 'ApiEndpoint'] }, SUB: { 'Fn::Sub': 'https://${Api}/ws' }, ACL: { 'Fn::GetStackOutput': { StackName: 'Edge', OutputName: 'Acl', Region: 'us-east-1' } } } } } },
    } }, { region: 'eu-west-1', account: '123456789012' });
    expect(dropped).toEqual(['Api']);
    expect(template.Resources.Fn).toEqual({ Type: 'AWS::Lambda::Function', Properties: { Environment: { Variables: {
      URL: 'arn:aws:rehearsal:eu-west-1:123456789012:dropped/Api.ApiEndpoint',
      SUB: { 'Fn::Sub': 'https://arn:aws:rehearsal:eu-west-1:123456789012:dropped/Api/ws' },
      ACL: 'arn:aws:rehearsal:eu-west-1:123456789012:dropped/cross-region-output',
    } } } });
    const edge = adaptForMoto({ Resources: { Acl: { Type: 'AWS::WAFv2::WebACL' } } }, { region: 'us-east-1', account: '123456789012' });
    expect(Object.values(edge.template.Resources).map((resource) => resource.Type)).toEqual(['AWS::SSM::Parameter']);
  });
});
