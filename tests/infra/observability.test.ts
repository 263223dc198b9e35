// Observability of the deployment: X-Ray tracing on every function, and the alarms an operator
// acts on (docs/operations.md), each notifying the alarm topic.
import { App, type CfnElement } from 'aws-cdk-lib';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALARM_THRESHOLDS, NO_ALARM_SUBSCRIBER } from '../../lib/alarms';
import { ServerFunction } from '../../lib/server-function';
import { dataMigrations, imageRoute, routes, scheduledJobs } from '../../lambdas/routes';
import { realtimeFunctions } from '../../lambdas/realtime-routes';
import { readSettings } from '../../lib/settings';
import { functionLogicalId, resourcesOf, statementsOf, type Synthesized, synthAsConfigured, synthFullyConfigured } from './synth';

let built: Synthesized;
let template: Template;
let productFunctions: ServerFunction[];

beforeAll(() => {
  built = synthFullyConfigured();
  template = built.template;
  productFunctions = built.stack.node.findAll().filter((construct): construct is ServerFunction => construct instanceof ServerFunction);
});

const logicalIdOf = (construct: { node: { defaultChild?: unknown } }) => built.stack.resolve((construct.node.defaultChild as CfnElement).logicalId) as string;
const alarmNamed = (name: string) => {
  const found = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm')).find((alarm) => alarm.Properties.AlarmName === `Provenly-${name}`);
  if (!found) throw new Error(`No alarm Provenly-${name}`);
  return found.Properties;
};
const topicRef = () => ({ Ref: Object.keys(resourcesOf(template, 'AWS::SNS::Topic'))[0] });
type MetricQuery = { Id: string; Expression?: string; MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions?: unknown[] }; Period: number; Stat: string } };
const query = (alarm: Record<string, unknown>, id: string) => (alarm.Metrics as MetricQuery[]).find((metric) => metric.Id === id);

describe('tracing', () => {
  it('is active on every function of the product: routes, image, scheduled jobs, realtime, the image invalidator and data migrations', () => {
    expect(productFunctions).toHaveLength(routes.length + 1 + scheduledJobs.length + realtimeFunctions.length + 1 + 1);
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    for (const fn of productFunctions) {
      expect(functions[logicalIdOf(fn.fn)]?.Properties.TracingConfig, fn.node.path).toEqual({ Mode: 'Active' });
    }
    expect(productFunctions.map((fn) => fn.node.path)).toEqual(expect.arrayContaining([`Provenly/Images/${imageRoute.name}`, 'Provenly/Realtime/Notifier', 'Provenly/Jobs/ExpirySweeper', 'Provenly/EdgeInvalidation/EdgeInvalidator', `Provenly/Migrations/${dataMigrations.name}`]));
  });

  it('lets each function write its trace segments', () => {
    const statement = statementsOf(template, functionLogicalId(built, 'Api/RouteHealth')).find((s) => [s.Action].flat().includes('xray:PutTraceSegments'));
    expect([statement?.Action].flat().sort()).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
  });
});

describe('the alarm topic', () => {
  it('is encrypted with a key CloudWatch may use, refuses plain HTTP, and mails the configured address', () => {
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AlarmsTopicKey'), 'Arn'] } });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
    template.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: { Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' }, Action: ['kms:Decrypt', 'kms:GenerateDataKey*'] })]) },
    });
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.org', TopicArn: topicRef() });
  });

  it('gets an e-mail subscription only from an address in alarmEmail', () => {
    expect(readSettings(new App({ context: { alarmEmail: '' } })).alarmEmail).toBeUndefined();
    expect(() => readSettings(new App({ context: { alarmEmail: 'ops' } }))).toThrow(/alarmEmail/);
  });

  it('makes synthesis warn that nobody will be told when no address is subscribed', () => {
    const warnings = (stack: Synthesized) => Annotations.fromStack(stack.stack).findWarning('*', Match.stringLikeRegexp('alarmEmail is not set'));
    const unsubscribed = synthAsConfigured();
    expect(unsubscribed.template.findResources('AWS::SNS::Subscription')).toEqual({});
    expect(warnings(unsubscribed).map((warning) => String(warning.entry.data))).toEqual([expect.stringContaining(NO_ALARM_SUBSCRIBER)]);
    expect(NO_ALARM_SUBSCRIBER).toContain('nobody will be told');
    expect(warnings(built)).toEqual([]);
  });

  it('is notified by every alarm, when it fires and when it clears', () => {
    const alarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
    expect(alarms.length).toBe(5 + productFunctions.length);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions, String(alarm.Properties.AlarmName)).toEqual([topicRef()]);
      expect(alarm.Properties.OKActions).toEqual([topicRef()]);
      expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
      expect(alarm.Properties.AlarmDescription).toContain('docs/operations.md');
    }
  });
});

describe('alarms', () => {
  it('fire on the HTTP API answering more than 5% 5xx over 5 minutes (metric math, with enough requests)', () => {
    const alarm = alarmNamed('ServerErrorRate');
    const api = { Ref: logicalIdOf(built.stack.api.httpApi) };
    expect(query(alarm, 'expr_1')?.Expression).toBe(`IF(requests >= ${ALARM_THRESHOLDS.serverErrorRateMinRequests}, 100 * FILL(errors, 0) / requests, 0)`);
    for (const [id, name] of [['errors', '5xx'], ['requests', 'Count']] as const) {
      expect(query(alarm, id)?.MetricStat).toEqual({
        Metric: { Namespace: 'AWS/ApiGateway', MetricName: name, Dimensions: [{ Name: 'ApiId', Value: api }] },
        Period: 300,
        Stat: 'Sum',
      });
    }
    expect(alarm).toMatchObject({ Threshold: 5, ComparisonOperator: 'GreaterThanThreshold', EvaluationPeriods: 1 });
  });

  it("fire on throttled requests: API Gateway's own (from the access log) plus the product's Throttles metric", () => {
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: { Ref: Match.stringLikeRegexp('^ApiAccessLogs') },
      FilterPattern: '{ ($.status = "429") && ($.integrationStatus = "-") }',
      MetricTransformations: [{ MetricNamespace: 'Provenly', MetricName: 'GatewayThrottles', MetricValue: '1' }],
    });
    const stage = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Stage')).find((candidate) => candidate.Properties.StageName === '$default');
    const format = JSON.parse(String((stage?.Properties.AccessLogSettings as { Format: string }).Format));
    expect(format).toMatchObject({ status: '$context.status', integrationStatus: '$context.integrationStatus' });

    const alarm = alarmNamed('Throttles');
    expect(query(alarm, 'expr_1')?.Expression).toBe('FILL(gateway, 0) + FILL(product, 0)');
    expect(query(alarm, 'gateway')?.MetricStat).toMatchObject({ Metric: { Namespace: 'Provenly', MetricName: 'GatewayThrottles' }, Period: 300, Stat: 'Sum' });
    expect(query(alarm, 'product')?.MetricStat).toMatchObject({
      Metric: { Namespace: 'Provenly', MetricName: 'Throttles', Dimensions: [{ Name: 'service', Value: 'provenly' }] },
      Period: 300,
      Stat: 'Sum',
    });
    expect(alarm).toMatchObject({ Threshold: ALARM_THRESHOLDS.throttledRequests, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
  });

  it("fire when the stream notifier's iterator age stays above a minute for 5 minutes", () => {
    expect(alarmNamed('NotifierIteratorAge')).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'IteratorAge',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalIdOf(built.stack.realtime.notifier.fn) } }],
      Statistic: 'Maximum',
      Period: 60,
      EvaluationPeriods: 5,
      Threshold: 60_000,
    });
  });

  it('fire on any mail failure (the MailFailures metric, service-wide)', () => {
    expect(alarmNamed('MailFailures')).toMatchObject({
      Namespace: 'Provenly',
      MetricName: 'MailFailures',
      Dimensions: [{ Name: 'service', Value: 'provenly' }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('fire on errors of each function, one alarm per function', () => {
    const alarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm')).filter((alarm) => alarm.Properties.MetricName === 'Errors');
    const watched = alarms.map((alarm) => (alarm.Properties.Dimensions as { Value: { Ref: string } }[])[0]?.Value.Ref).sort();
    expect(watched).toEqual(productFunctions.map((fn) => logicalIdOf(fn.fn)).sort());
    expect(alarmNamed('Errors-Realtime-Notifier')).toMatchObject({ Namespace: 'AWS/Lambda', Statistic: 'Sum', Period: 300, Threshold: 1 });
    expect(alarmNamed('Errors-Api-RouteSendValidationRequests')).toMatchObject({ Threshold: 1 });
    // Every refused WebSocket token is an authorizer "error": only a flood of them is alarming.
    expect(alarmNamed('Errors-Realtime-Authorizer')).toMatchObject({ Threshold: ALARM_THRESHOLDS.authorizerErrors });
    expect(ALARM_THRESHOLDS.authorizerErrors).toBeGreaterThan(1);
  });
});
