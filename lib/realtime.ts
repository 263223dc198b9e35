// Live validation updates: a WebSocket API whose $connect is guarded by a Lambda authorizer that
// verifies the Cognito JWT passed as `?token=`; connections are stored in the table (pk
// `WSCONN#<user id>`), and a notifier fed by the table stream tells an owner's open connections
// `{"channel":"validation-updates"}` when one of their validation requests or validations
// changes. CloudFront serves it at /ws (the stage is named `ws`: viewer path = stage path).
import { Arn, ArnFormat, Aws, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { ENV_NAMES } from './env';
import { ServerFunction, type Backend } from './server-function';

export const WEBSOCKET_STAGE = 'ws';
/** The realtime functions' entries (the benchmark bundles them too). */
export const REALTIME_ENTRIES = {
  Authorizer: 'lambdas/realtime/authorizer.ts',
  Connect: 'lambdas/realtime/connect.ts',
  Disconnect: 'lambdas/realtime/disconnect.ts',
  Notifier: 'lambdas/realtime/notifier.ts',
} as const;
/** Connection items live under this partition-key prefix; realtime functions may touch no other. */
export const CONNECTION_KEY_PREFIX = 'WSCONN#';
/**
 * Item types whose changes are pushed live (the `type` attribute; ITEM_TYPES in core/data/keys.ts).
 * lambdas/realtime/notifier.ts filters the same way; tests/infra checks the two lists agree.
 */
export const NOTIFYING_ITEM_TYPES = ['ValidationRequest', 'Validation'] as const;

export interface RealtimeProps {
  readonly backend: Backend;
  /** The table with its stream (the notifier's event source). */
  readonly table: ITable;
  readonly issuerUrl: string;
  readonly clientId: string;
  readonly throttle: { readonly rate: number; readonly burst: number };
}

export class Realtime extends Construct {
  readonly webSocketApi: apigw.WebSocketApi;
  readonly stage: apigw.WebSocketStage;
  /** Host name of the execute-api endpoint (CloudFront's origin for /ws). */
  readonly domainName: string;
  readonly connect: ServerFunction;
  readonly disconnect: ServerFunction;
  readonly authorizer: ServerFunction;
  readonly notifier: ServerFunction;
  private readonly table: ITable;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    const { backend } = props;
    this.table = props.table;
    const fn = (name: string, entry: string, description: string, environment: Record<string, string> = {}) =>
      new ServerFunction(this, name, { backend, entry, description, table: 'none', environment, timeout: Duration.seconds(10) });

    this.authorizer = fn('Authorizer', REALTIME_ENTRIES.Authorizer, 'WebSocket $connect authorizer (Cognito JWT)', {
      [ENV_NAMES.userPoolIssuer]: props.issuerUrl,
      [ENV_NAMES.userPoolClientId]: props.clientId,
    });
    this.connect = fn('Connect', REALTIME_ENTRIES.Connect, 'WebSocket $connect: stores the connection');
    this.disconnect = fn('Disconnect', REALTIME_ENTRIES.Disconnect, 'WebSocket $disconnect: deletes the connection');

    this.webSocketApi = new apigw.WebSocketApi(this, 'WebSocketApi', {
      description: 'Provenly live validation updates (reached through CloudFront at /ws)',
      connectRouteOptions: {
        integration: new WebSocketLambdaIntegration('ConnectIntegration', this.connect.fn),
        authorizer: new WebSocketLambdaAuthorizer('JwtAuthorizer', this.authorizer.fn, {
          identitySource: ['route.request.querystring.token'],
        }),
      },
      disconnectRouteOptions: {
        integration: new WebSocketLambdaIntegration('DisconnectIntegration', this.disconnect.fn),
      },
    });
    this.domainName = `${this.webSocketApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: backend.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new apigw.WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: WEBSOCKET_STAGE,
      autoDeploy: true,
      throttle: { rateLimit: props.throttle.rate, burstLimit: props.throttle.burst },
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify({
          requestId: '$context.requestId',
          time: '$context.requestTimeEpoch',
          ip: '$context.identity.sourceIp',
          eventType: '$context.eventType',
          routeKey: '$context.routeKey',
          connectionId: '$context.connectionId',
          status: '$context.status',
          authorizerError: '$context.authorizer.error',
          userId: '$context.authorizer.principalId',
        })),
      },
    });

    this.notifier = fn('Notifier', REALTIME_ENTRIES.Notifier, 'Posts validation updates to open WebSocket connections', {
      [ENV_NAMES.websocketCallbackUrl]: `https://${this.domainName}/${WEBSOCKET_STAGE}`,
    });
    this.notifier.fn.addEventSource(new DynamoEventSource(props.table, {
      startingPosition: StartingPosition.LATEST,
      batchSize: 100,
      maxBatchingWindow: Duration.seconds(1),
      retryAttempts: 2,
      bisectBatchOnError: true,
      // Only validation requests and validations concern the live channel (new or deleted items).
      filters: [
        FilterCriteria.filter({ dynamodb: { NewImage: { type: { S: FilterRule.or(...NOTIFYING_ITEM_TYPES) } } } }),
        FilterCriteria.filter({ dynamodb: { OldImage: { type: { S: FilterRule.or(...NOTIFYING_ITEM_TYPES) } } } }),
      ],
    }));

    this.grantConnectionItems(this.connect, ['dynamodb:PutItem']);
    this.grantConnectionItems(this.disconnect, ['dynamodb:DeleteItem']);
    this.grantConnectionItems(this.notifier, ['dynamodb:Query', 'dynamodb:DeleteItem']);
    this.grantManageConnections(this.notifier);
    this.suppressFindings();
  }

  /** Table access limited to connection items by the dynamodb:LeadingKeys condition. */
  private grantConnectionItems(target: ServerFunction, actions: string[]): void {
    target.role.addToPolicy(new iam.PolicyStatement({
      actions,
      resources: [this.table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${CONNECTION_KEY_PREFIX}*`] } },
    }));
  }

  private grantManageConnections(target: ServerFunction): void {
    target.role.addToPolicy(new iam.PolicyStatement({
      actions: ['execute-api:ManageConnections'],
      resources: [Arn.format({
        service: 'execute-api',
        resource: this.webSocketApi.apiId,
        resourceName: `${WEBSOCKET_STAGE}/POST/@connections/*`,
        arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      }, Stack.of(this))],
    }));
  }

  private suppressFindings(): void {
    const disconnectRoute = this.webSocketApi.node.tryFindChild('$disconnect-Route') ?? this.webSocketApi;
    NagSuppressions.addResourceSuppressions(disconnectRoute, [{
      id: 'AwsSolutions-APIG4',
      reason: 'API Gateway allows an authorizer on $connect only; $disconnect belongs to a connection that $connect already authorised.',
    }], true);
    NagSuppressions.addResourceSuppressions(this.notifier.role, [{
      id: 'AwsSolutions-IAM5',
      reason: 'Connection ids exist only at run time, so the notifier may post to any connection of this API\'s ws stage (and nothing else).',
      // Partition, region and account are tokens, or literals once the stack's environment is known.
      appliesTo: [{ regex: '/^Resource::arn:(<AWS::Partition>|aws[a-z-]*):execute-api:(<AWS::Region>|[a-z0-9-]+):(<AWS::AccountId>|\\d{12}):<.*>\\/ws\\/POST\\/@connections\\/\\*$/g' }],
    }, {
      id: 'AwsSolutions-IAM5',
      reason: 'dynamodb:ListStreams has no resource-level permissions (CDK\'s DynamoEventSource grants it on *); reading records is limited to this table\'s stream.',
      appliesTo: ['Resource::*'],
    }], true);
  }
}
