// Live updates: the WebSocket API of lambdas/realtime-routes.ts. Its $connect is guarded by a
// Lambda authorizer that verifies the Cognito JWT passed as `?token=`; connections are stored in
// the table under their user; a notifier fed by the table stream tells an owner's open
// connections which of their collections changed. CloudFront serves it at /ws (the stage is
// named `ws`: viewer path = stage path).
import { Arn, ArnFormat, Aws, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AccessLogFormat, CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { notifyingItemTypes, webSocketApi as apiDefinition, type RealtimeFunctionDefinition, type WebSocketRouteDefinition } from '../lambdas/realtime-routes';
import { ENV_NAMES } from './env';
import { ServerFunction, type Backend } from './server-function';

const { stage: STAGE } = apiDefinition;

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
  readonly authorizer: ServerFunction;
  /** One function per route of the definition, by route key. */
  readonly routeFunctions: ReadonlyMap<WebSocketRouteDefinition['routeKey'], ServerFunction>;
  readonly notifier: ServerFunction;
  /**
   * The region's API Gateway account setting: the role API Gateway writes the stage's access logs
   * with. A WebSocket stage with access logging fails to create without it (docs/deploy.md,
   * "The API Gateway account role"); retained, like CDK's own RestApi does it.
   */
  readonly cloudWatchAccount: CfnAccount;
  private readonly table: ITable;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    const { backend } = props;
    this.table = props.table;
    const fn = (definition: RealtimeFunctionDefinition, environment: Record<string, string> = {}) => {
      const created = new ServerFunction(this, definition.name, {
        backend,
        entry: definition.entry,
        description: definition.description,
        table: 'none',
        environment,
        timeout: Duration.seconds(10),
      });
      this.grantConnectionItems(created, definition.connectionItems);
      if (definition.readsSuspension) this.grantSuspensionReads(created);
      return created;
    };

    this.authorizer = fn(apiDefinition.authorizer, {
      [ENV_NAMES.userPoolIssuer]: props.issuerUrl,
      [ENV_NAMES.userPoolClientId]: props.clientId,
    });
    const authorizer = new WebSocketLambdaAuthorizer('JwtAuthorizer', this.authorizer.fn, {
      identitySource: [apiDefinition.authorizer.identitySource],
    });
    this.webSocketApi = new apigw.WebSocketApi(this, 'WebSocketApi', {
      description: 'Provenly live updates (reached through CloudFront at /ws)',
    });
    const routeFunctions = new Map<WebSocketRouteDefinition['routeKey'], ServerFunction>();
    for (const route of apiDefinition.routes) {
      const handler = fn(route);
      this.webSocketApi.addRoute(route.routeKey, {
        integration: new WebSocketLambdaIntegration(`${route.name}Integration`, handler.fn),
        ...(route.authorized ? { authorizer } : {}),
      });
      routeFunctions.set(route.routeKey, handler);
    }
    this.routeFunctions = routeFunctions;
    this.domainName = `${this.webSocketApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: backend.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new apigw.WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: STAGE,
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

    this.cloudWatchAccount = this.accountLoggingRole();
    this.stage.node.addDependency(this.cloudWatchAccount);

    this.notifier = fn(apiDefinition.notifier, {
      [ENV_NAMES.websocketCallbackUrl]: `https://${this.domainName}/${STAGE}`,
    });
    this.notifier.fn.addEventSource(new DynamoEventSource(props.table, {
      startingPosition: StartingPosition.LATEST,
      batchSize: apiDefinition.notifier.stream.batchSize,
      maxBatchingWindow: Duration.seconds(apiDefinition.notifier.stream.maxBatchingWindowSeconds),
      retryAttempts: apiDefinition.notifier.stream.retryAttempts,
      bisectBatchOnError: true,
      // Only the item types the notifier follows reach it (new, changed or deleted items).
      filters: [
        FilterCriteria.filter({ dynamodb: { NewImage: { type: { S: FilterRule.or(...notifyingItemTypes) } } } }),
        FilterCriteria.filter({ dynamodb: { OldImage: { type: { S: FilterRule.or(...notifyingItemTypes) } } } }),
      ],
    }));
    this.grantManageConnections(this.notifier);
    this.suppressFindings();
  }

  /**
   * The API Gateway account's CloudWatch role (one per account and region), as CDK's RestApi sets
   * it with `cloudWatchRole: true`: a role API Gateway assumes, with the AWS managed policy for
   * pushing logs, named in AWS::ApiGateway::Account. Both are retained: other APIs of the account
   * may log through it after this stack is gone, and an account setting naming a deleted role
   * would break their logging.
   */
  private accountLoggingRole(): CfnAccount {
    const role = new iam.Role(this, 'ApiGatewayCloudWatchRole', {
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      description: 'API Gateway (account setting): writes the access logs of API stages to CloudWatch Logs',
      managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs')],
    });
    role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    const account = new CfnAccount(this, 'ApiGatewayAccount', { cloudWatchRoleArn: role.roleArn });
    account.applyRemovalPolicy(RemovalPolicy.RETAIN);
    NagSuppressions.addResourceSuppressions(role, [{
      id: 'AwsSolutions-IAM4',
      reason: 'AmazonAPIGatewayPushToCloudWatchLogs is the policy API Gateway documents for its account CloudWatch role; it covers every log group API Gateway may create, named at run time.',
      appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs'],
    }]);
    return account;
  }

  /** Table access limited to connection items by the dynamodb:LeadingKeys condition. */
  private grantConnectionItems(target: ServerFunction, actions: readonly string[]): void {
    if (actions.length === 0) return;
    target.role.addToPolicy(new iam.PolicyStatement({
      actions: [...actions],
      resources: [this.table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${apiDefinition.connectionKeyPrefix}*`] } },
    }));
  }

  /** GetItem of a profile's `suspendedAt` only: no other item, no other attribute. */
  private grantSuspensionReads(target: ServerFunction): void {
    target.role.addToPolicy(new iam.PolicyStatement({
      actions: ['dynamodb:GetItem'],
      resources: [this.table.tableArn],
      conditions: {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${apiDefinition.userKeyPrefix}*`] },
        'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['suspendedAt'] },
        StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
      },
    }));
  }

  /** Posting to a connection, and closing it (a suspended account's). */
  private grantManageConnections(target: ServerFunction): void {
    target.role.addToPolicy(new iam.PolicyStatement({
      actions: ['execute-api:ManageConnections'],
      resources: [Arn.format({
        service: 'execute-api',
        resource: this.webSocketApi.apiId,
        resourceName: `${STAGE}/POST/@connections/*`,
        arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      }, Stack.of(this)), Arn.format({
        service: 'execute-api',
        resource: this.webSocketApi.apiId,
        resourceName: `${STAGE}/DELETE/@connections/*`,
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
      reason: 'Connection ids exist only at run time, so the notifier may post to and close any connection of this API\'s ws stage (and nothing else).',
      // Partition, region and account are tokens, or literals once the stack's environment is known.
      appliesTo: [{ regex: '/^Resource::arn:(<AWS::Partition>|aws[a-z-]*):execute-api:(<AWS::Region>|[a-z0-9-]+):(<AWS::AccountId>|\\d{12}):<.*>\\/ws\\/(POST|DELETE)\\/@connections\\/\\*$/g' }],
    }, {
      id: 'AwsSolutions-IAM5',
      reason: 'dynamodb:ListStreams has no resource-level permissions (CDK\'s DynamoEventSource grants it on *); reading records is limited to this table\'s stream.',
      appliesTo: ['Resource::*'],
    }], true);
  }
}
