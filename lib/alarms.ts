// CloudWatch alarms on what an operator has to act on, all notifying one SNS topic (an e-mail
// subscription when `alarmEmail` is set): the HTTP API's 5xx rate, throttled requests (API
// Gateway's own and the product's limits), the live-update notifier falling behind the table
// stream, mails that could not be sent, and errors of every function. docs/operations.md says
// what each means and what to do.
import { Annotations, Duration, NestedStack, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { DIMENSION, METRIC, METRIC_NAMESPACE, SERVICE_NAME } from '../core/telemetry-names';
import type { ServerFunction } from './server-function';

/** Thresholds, in one place so docs/operations.md and the tests can name them. */
export const ALARM_THRESHOLDS = {
  /** Percentage of HTTP API answers that are 5xx over 5 minutes... */
  serverErrorRatePercent: 5,
  /** ...counted only once this many requests arrived in those 5 minutes (2 of 3 is not an outage). */
  serverErrorRateMinRequests: 20,
  /** Throttled requests (gateway and product limits together) in 5 minutes. */
  throttledRequests: 50,
  /** Age of the newest stream record the notifier read, sustained for 5 minutes. */
  notifierIteratorAgeMs: 60_000,
  /** Mails that could not be sent in 5 minutes. */
  mailFailures: 1,
  /** Failed invocations of one function in 5 minutes. */
  functionErrors: 1,
  /**
   * The WebSocket authorizer refuses a token by throwing "Unauthorized" (API Gateway's convention),
   * which Lambda counts as an error: only this many in 5 minutes (everyone refused) is a problem.
   */
  authorizerErrors: 50,
} as const;

const FIVE_MINUTES = Duration.minutes(5);

/** Said by `cdk synth`/`cdk deploy` and `npm run deploy` when no address is subscribed to the alarms. */
export const NO_ALARM_SUBSCRIBER =
  'alarmEmail is not set: every alarm notifies the AlarmTopicArn topic, but nobody is subscribed to it, so nobody will be told when ' +
  'Provenly fails. Deploy with -c alarmEmail=<address>, or subscribe chat or paging to the topic yourself (docs/operations.md).';

export interface AlarmsProps {
  readonly httpApi: IHttpApi;
  /** The HTTP API stage's JSON access log (lib/api.ts). */
  readonly accessLogs: logs.ILogGroup;
  /** The function fed by the table stream (Realtime's notifier). */
  readonly notifier: ServerFunction;
  /** Every function of the product: each gets an errors alarm. */
  readonly functions: readonly ServerFunction[];
  /** The WebSocket $connect authorizer, whose refusals count as errors. */
  readonly authorizer: ServerFunction;
  /** Stream batches the edge invalidator gave up on (lib/edge-invalidation.ts). */
  readonly edgeInvalidationFailures: sqs.IQueue;
  /** Subscribed to the alarm topic by e-mail when given (it must confirm the subscription). */
  readonly email?: string;
}

export class Alarms extends Construct {
  readonly topic: sns.Topic;
  readonly serverErrorRate: cloudwatch.Alarm;
  readonly throttles: cloudwatch.Alarm;
  readonly notifierIteratorAge: cloudwatch.Alarm;
  readonly mailFailures: cloudwatch.Alarm;
  readonly edgeInvalidationFailed: cloudwatch.Alarm;
  /** Errors alarm by the function's construct path. */
  readonly functionErrors = new Map<string, cloudwatch.Alarm>();
  private readonly action: SnsAction;
  private readonly stackName: string;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.stackName = Stack.of(this).stackName;
    this.topic = this.alarmTopic();
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    else Annotations.of(this).addWarningV2('provenly:alarmEmail', NO_ALARM_SUBSCRIBER);
    this.action = new SnsAction(this.topic);

    this.serverErrorRate = this.alarm('ServerErrorRate', {
      description: `More than ${ALARM_THRESHOLDS.serverErrorRatePercent}% of HTTP API requests answered 5xx in 5 minutes (with at least ${ALARM_THRESHOLDS.serverErrorRateMinRequests} requests).`,
      metric: new cloudwatch.MathExpression({
        expression: `IF(requests >= ${ALARM_THRESHOLDS.serverErrorRateMinRequests}, 100 * FILL(errors, 0) / requests, 0)`,
        usingMetrics: {
          errors: props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM }),
          requests: props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM }),
        },
        period: FIVE_MINUTES,
        label: 'HTTP API 5xx rate (%)',
      }),
      threshold: ALARM_THRESHOLDS.serverErrorRatePercent,
      comparison: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });

    // HTTP APIs publish no throttle metric: a 429 for which no function was called is API
    // Gateway's own throttle, read from the access log.
    const gatewayThrottles = new logs.MetricFilter(this, 'GatewayThrottlesFilter', {
      logGroup: props.accessLogs,
      metricNamespace: METRIC_NAMESPACE,
      metricName: METRIC.gatewayThrottles,
      filterPattern: logs.FilterPattern.all(
        logs.FilterPattern.stringValue('$.status', '=', '429'),
        logs.FilterPattern.stringValue('$.integrationStatus', '=', '-'),
      ),
      metricValue: '1',
    });
    this.throttles = this.alarm('Throttles', {
      description: `At least ${ALARM_THRESHOLDS.throttledRequests} requests throttled in 5 minutes, by API Gateway or by the product's own limits.`,
      metric: new cloudwatch.MathExpression({
        expression: 'FILL(gateway, 0) + FILL(product, 0)',
        usingMetrics: {
          gateway: gatewayThrottles.metric({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM }),
          product: productMetric(METRIC.throttles),
        },
        period: FIVE_MINUTES,
        label: 'Throttled requests',
      }),
      threshold: ALARM_THRESHOLDS.throttledRequests,
    });

    this.notifierIteratorAge = this.alarm('NotifierIteratorAge', {
      description: `The live-update notifier has been ${ALARM_THRESHOLDS.notifierIteratorAgeMs / 1000} s or more behind the table stream for 5 minutes: owners see validations late.`,
      metric: props.notifier.fn.metric('IteratorAge', { period: Duration.minutes(1), statistic: cloudwatch.Stats.MAXIMUM }),
      threshold: ALARM_THRESHOLDS.notifierIteratorAgeMs,
      evaluationPeriods: 5,
    });

    this.mailFailures = this.alarm('MailFailures', {
      description: 'Mail could not be sent (SES refused it or was unreachable): invitations, reminders or new-link notices did not go out.',
      metric: productMetric(METRIC.mailFailures),
      threshold: ALARM_THRESHOLDS.mailFailures,
    });

    this.edgeInvalidationFailed = this.alarm('EdgeInvalidationFailed', {
      description: 'A batch of cached copies to forget (proof images, credential documents) failed every retry: CloudFront may still serve them.',
      metric: props.edgeInvalidationFailures.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: cloudwatch.Stats.MAXIMUM }),
      threshold: 1,
    });

    for (const fn of props.functions) {
      // Named by the construct path below the stack, without route groups: Api-RouteHealth.
      const name = fn.node.scopes.slice(2).filter((scope) => !NestedStack.isNestedStack(scope)).map((scope) => scope.node.id).join('-');
      const refusals = fn === props.authorizer;
      // Beside the function, in its own (possibly nested) stack: a route's resources stay together.
      this.functionErrors.set(fn.node.path, this.alarm(`Errors-${name}`, {
        scope: fn,
        description: refusals
          ? `The WebSocket authorizer refused or failed ${ALARM_THRESHOLDS.authorizerErrors} or more connections in 5 minutes: live updates may be down for everyone.`
          : `Invocations of ${name} failed (an exception, a timeout or running out of memory).`,
        metric: fn.fn.metricErrors({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM }),
        threshold: refusals ? ALARM_THRESHOLDS.authorizerErrors : ALARM_THRESHOLDS.functionErrors,
      }));
    }
  }

  /**
   * Alarm notifications are encrypted with a key of their own: CloudWatch cannot publish to a topic
   * under the AWS-managed SNS key, so this key lets the CloudWatch service use it.
   */
  private alarmTopic(): sns.Topic {
    const key = new kms.Key(this, 'TopicKey', {
      description: 'Encrypts the alarm notification topic',
      enableKeyRotation: true,
      // It protects notifications in flight, no stored data: it goes with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    key.addToResourcePolicy(new iam.PolicyStatement({
      principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
      actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      resources: ['*'],
    }));
    return new sns.Topic(this, 'Topic', { displayName: `${this.stackName} alarms`, masterKey: key, enforceSSL: true });
  }

  private alarm(id: string, options: {
    /** Where the alarm is made; default: here. */
    scope?: Construct;
    description: string;
    metric: cloudwatch.IMetric;
    threshold: number;
    comparison?: cloudwatch.ComparisonOperator;
    evaluationPeriods?: number;
  }): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(options.scope ?? this, options.scope ? 'ErrorsAlarm' : id, {
      alarmName: `${this.stackName}-${id}`,
      alarmDescription: `${options.description} What to do: docs/operations.md, "${id.startsWith('Errors-') ? 'Errors' : id}".`,
      metric: options.metric,
      threshold: options.threshold,
      comparisonOperator: options.comparison ?? cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: options.evaluationPeriods ?? 1,
      // No traffic, no mail and no stream records are not a problem.
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    return alarm;
  }
}

/** The product's own EMF metric, service-wide (core/metrics.ts). */
function productMetric(name: string): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: METRIC_NAMESPACE,
    metricName: name,
    dimensionsMap: { [DIMENSION.service]: SERVICE_NAME },
    period: FIVE_MINUTES,
    statistic: cloudwatch.Stats.SUM,
  });
}
