// The HTTP API: one function per entry of the route table (lambdas/routes.ts), a JWT authorizer
// on the Cognito user pool for signed-in and admin routes, per-route throttling and access logs.
// Admin routes pass the same JWT authorizer; the handler then checks the admin role in the table.
// Each route's function, route, integration and permission live in a nested stack of its group
// (lib/route-groups.ts): CloudFormation allows 500 resources a stack, and a route costs 8.
import { Aws, Duration, NestedStack, RemovalPolicy } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { PAGE_PATH_PREFIXES, WELL_KNOWN_PREFIX, type RouteDefinition, type Throttle } from '../lambdas/routes';
import { dataPackageBundling } from './bundling';
import { IMAGE_FUNCTION_MEMORY_MB, IMAGE_FUNCTION_TIMEOUT, imageBundling } from './image-packaging';
import { routeGroupOf, SIGNING_GROUP } from './route-groups';
import { ServerFunction, type Backend, type ServerFunctionProps } from './server-function';

export interface ApiProps {
  readonly backend: Backend;
  readonly routes: readonly RouteDefinition[];
  readonly issuerUrl: string;
  readonly clientId: string;
  readonly throttle: { readonly rate: number; readonly burst: number };
  readonly mailThrottle: { readonly rate: number; readonly burst: number };
}

/** A route served by a function that is not in the route table (the image function). */
export interface ExtraRoute {
  readonly method: apigw.HttpMethod;
  readonly path: string;
  readonly fn: ServerFunction;
  /** Route throttling; default: the stage's limits. */
  readonly throttle?: Throttle;
}

const routeKey = (method: string, path: string) => `${method} ${path}`;

export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  /** Host name of the execute-api endpoint (CloudFront's origin for /api/*, /og/* and the link-preview pages). */
  readonly domainName: string;
  /** Route functions by route name. */
  readonly functions = new Map<string, ServerFunction>();
  /** The nested stack of each route group, by group name. */
  readonly groups = new Map<string, NestedStack>();
  /** The stage's JSON access log (one line per request; the gateway-throttle metric reads it). */
  readonly accessLogs: logs.LogGroup;
  private readonly stage: apigw.HttpStage;
  private readonly routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
  private readonly props: ApiProps;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.props = props;
    assertUniqueRoutes(props.routes);

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      description: 'Provenly HTTP API (reached through CloudFront at /api/*, /og/* and the link-preview pages)',
      createDefaultStage: false,
    });
    this.domainName = `${this.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;

    this.accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.backend.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.throttle.rate, burstLimit: props.throttle.burst },
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(JSON.stringify({
          requestId: '$context.requestId',
          time: '$context.requestTimeEpoch',
          ip: '$context.identity.sourceIp',
          method: '$context.httpMethod',
          // The route, not the path: a wallet offer's path carries its code, a bundle's its id.
          routeKey: '$context.routeKey',
          status: '$context.status',
          latencyMs: '$context.responseLatency',
          integrationError: '$context.integrationErrorMessage',
          // "-" when no function was called: a 429 then is API Gateway's own throttle.
          integrationStatus: '$context.integrationStatus',
          errorType: '$context.error.responseType',
          authorizerError: '$context.authorizer.error',
          userId: '$context.authorizer.claims.sub',
        })),
      },
    });
    const cfnStage = this.stage.node.defaultChild as apigw.CfnStage;
    cfnStage.addPropertyOverride('RouteSettings', this.routeSettings);

    // Made here, once, so that routes in every nested stack name the same authorizer.
    const jwt = new apigw.HttpAuthorizer(this, 'CognitoJwt', {
      httpApi: this.httpApi,
      type: apigw.HttpAuthorizerType.JWT,
      authorizerName: 'CognitoJwt',
      identitySource: ['$request.header.Authorization'],
      jwtIssuer: props.issuerUrl,
      jwtAudience: [props.clientId],
    });
    const authorizer: apigw.IHttpRouteAuthorizer = {
      bind: () => ({ authorizerId: jwt.authorizerId, authorizationType: apigw.HttpAuthorizerType.JWT }),
    };

    for (const route of props.routes) {
      const fn = new ServerFunction(this.group(routeGroupOf(route)), `Route${route.name}`, {
        backend: props.backend,
        entry: route.entry,
        description: `${route.method} ${route.path} (${route.access})`,
        // The admin check reads the caller's role item and the suspension check their profile, so
        // signed-in routes can always read.
        table: route.access !== 'public' && route.table === 'none' ? 'read' : route.table,
        sendsMail: route.sendsMail,
        usesTokenKey: route.usesTokenKey,
        usesBedrock: route.usesBedrock,
        callsLinkedin: route.callsLinkedin,
        readsSettings: route.readsSettings,
        usesLinkedinSecret: route.usesLinkedinSecret,
        readsAdminEmails: route.readsAdminEmails,
        managesAccounts: route.managesAccounts,
        shredsPersonalData: route.shredsPersonalData,
        readsClientAddress: route.readsClientAddress,
        archives: route.archives,
        ...(route.rendersImages ? { memorySize: IMAGE_FUNCTION_MEMORY_MB, timeout: IMAGE_FUNCTION_TIMEOUT, bundling: imageBundling() } : {}),
        ...(route.dataPackages ? { bundling: dataPackageBundling(route.dataPackages) } : {}),
        ...(route.timeoutSeconds ? { timeout: Duration.seconds(route.timeoutSeconds) } : {}),
      } satisfies ServerFunctionProps);
      this.functions.set(route.name, fn);
      this.addRoute(fn, route.name, route.method as apigw.HttpMethod, route.path, route.access === 'public' ? undefined : authorizer);
      // The route table's own limits first (public reads), else the stage's defaults for its kind.
      this.throttleRoute(route.method, route.path, route.throttle ?? (route.sendsMail ? props.mailThrottle : props.throttle));
    }
  }

  /** Adds a public route served by a function built elsewhere (the image function). */
  addExtraRoute(name: string, extra: ExtraRoute): void {
    this.addRoute(extra.fn, name, extra.method, extra.path, undefined);
    this.throttleRoute(extra.method, extra.path, extra.throttle ?? this.props.throttle);
  }

  /** The stack of the routes that sign credentials, where a job that signs lives too (lib/scheduled-jobs.ts). */
  signingGroup(): NestedStack {
    return this.group(SIGNING_GROUP);
  }

  /** The nested stack of a route group, made on first use. */
  private group(name: string): NestedStack {
    let group = this.groups.get(name);
    if (!group) {
      group = new NestedStack(this, name, { description: `Provenly API routes: ${name}` });
      this.groups.set(name, group);
    }
    return group;
  }

  /** The route, its integration and its invoke permission, beside the function (same stack). */
  private addRoute(
    fn: ServerFunction,
    name: string,
    method: apigw.HttpMethod,
    path: string,
    authorizer: apigw.IHttpRouteAuthorizer | undefined,
  ): void {
    const route = new apigw.HttpRoute(fn, 'Route', {
      httpApi: this.httpApi,
      routeKey: apigw.HttpRouteKey.with(path, method),
      integration: new HttpLambdaIntegration(`${name}Integration`, fn.fn),
      ...(authorizer ? { authorizer } : {}),
    });
    // The stage's RouteSettings name this route: CloudFormation must create the route first.
    this.stage.node.addDependency(route);
    if (!authorizer) {
      NagSuppressions.addResourceSuppressions(route, [{
        id: 'AwsSolutions-APIG4',
        reason: `${routeKey(method, path)} is public by design (route table access 'public'); the handler serves anonymous callers.`,
      }]);
    }
  }

  private throttleRoute(method: string, path: string, limits: Throttle): void {
    this.routeSettings[routeKey(method, path)] = {
      ThrottlingRateLimit: limits.rate,
      ThrottlingBurstLimit: limits.burst,
    };
  }
}

function assertUniqueRoutes(routes: readonly RouteDefinition[]): void {
  const names = new Set<string>();
  const keys = new Set<string>();
  for (const route of routes) {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(route.name)) throw new Error(`Route name "${route.name}" must be PascalCase`);
    if (names.has(route.name)) throw new Error(`Route name "${route.name}" appears twice in lambdas/routes.ts`);
    const key = routeKey(route.method, route.path);
    if (keys.has(key)) throw new Error(`Route "${key}" appears twice in lambdas/routes.ts`);
    if (!route.path.startsWith('/api/') && !route.path.startsWith(WELL_KNOWN_PREFIX) && !PAGE_PATH_PREFIXES.some((prefix) => route.path.startsWith(prefix))) {
      throw new Error(`Route "${key}" must live under /api/, ${WELL_KNOWN_PREFIX} or ${PAGE_PATH_PREFIXES.join(', ')} (the paths CloudFront sends to the API)`);
    }
    names.add(route.name);
    keys.add(key);
  }
}
