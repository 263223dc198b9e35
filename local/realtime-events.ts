// The events API Gateway's WebSocket API hands to its Lambda functions: the $connect REQUEST
// authorizer's, then $connect's and $disconnect's (requestContext with connectionId, routeKey,
// eventType, and the authorizer's context on every route of the connection). The local /ws
// builds them here so the cloud handlers run unchanged.
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayAuthorizerResult, APIGatewayProxyWebsocketEventV2, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';

const API_ID = 'local';
const ACCOUNT_ID = '000000000000';

/** What API Gateway knows about a connection from its upgrade request. */
export interface ConnectionRequest {
  readonly connectionId: string;
  readonly connectedAt: number;
  readonly stage: string;
  readonly region: string;
  readonly domainName: string;
  readonly sourceIp: string;
  readonly userAgent: string;
  readonly headers: Record<string, string>;
  readonly multiValueHeaders: Record<string, string[]>;
  readonly queryStringParameters: Record<string, string>;
  readonly multiValueQueryStringParameters: Record<string, string[]>;
}

/** The authorizer's context as routes see it: its context values plus principalId. */
export type AuthorizerContext = Record<string, string | number | boolean | null | undefined>;

/** A connection id like API Gateway's (base64 of random bytes; it may hold `+`, `/` and `=`). */
export const newConnectionId = (): string => randomBytes(11).toString('base64');

export function connectionRequest(req: IncomingMessage, url: URL, options: { stage: string; region: string }): ConnectionRequest {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  // Header names as the client sent them, as API Gateway passes them on.
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    const value = req.rawHeaders[i + 1]!;
    (multiValueHeaders[name] ??= []).push(value);
    headers[name] = multiValueHeaders[name].join(',');
  }
  const multiValueQueryStringParameters: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) (multiValueQueryStringParameters[name] ??= []).push(value);
  const queryStringParameters = Object.fromEntries(Object.entries(multiValueQueryStringParameters).map(([name, values]) => [name, values.at(-1)!]));
  return {
    connectionId: newConnectionId(),
    connectedAt: Date.now(),
    stage: options.stage,
    region: options.region,
    domainName: req.headers.host ?? 'localhost',
    sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
    userAgent: req.headers['user-agent'] ?? '',
    headers,
    multiValueHeaders,
    queryStringParameters,
    multiValueQueryStringParameters,
  };
}

/** `dd/MMM/yyyy:HH:mm:ss +0000`, API Gateway's requestTime. */
function requestTime(date: Date): string {
  const [, day, month, year, time] = /^\w+, (\d+) (\w+) (\d+) ([\d:]+) GMT$/.exec(date.toUTCString())!;
  return `${day!.padStart(2, '0')}/${month}/${year}:${time} +0000`;
}

function requestContext(connection: ConnectionRequest, routeKey: string, eventType: 'CONNECT' | 'DISCONNECT') {
  const now = new Date();
  return {
    routeKey,
    eventType,
    extendedRequestId: randomBytes(12).toString('base64'),
    requestTime: requestTime(now),
    messageDirection: 'IN' as const,
    stage: connection.stage,
    connectedAt: connection.connectedAt,
    requestTimeEpoch: now.getTime(),
    identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
    requestId: randomUUID(),
    domainName: connection.domainName,
    connectionId: connection.connectionId,
    apiId: API_ID,
  };
}

/** The ARN the authorizer's policy must allow for this connection to be made. */
export const connectMethodArn = (connection: ConnectionRequest): string =>
  `arn:aws:execute-api:${connection.region}:${ACCOUNT_ID}:${API_ID}/${connection.stage}/$connect`;

export function authorizerEvent(connection: ConnectionRequest): APIGatewayRequestAuthorizerEvent {
  return {
    type: 'REQUEST',
    methodArn: connectMethodArn(connection),
    headers: connection.headers,
    multiValueHeaders: connection.multiValueHeaders,
    queryStringParameters: connection.queryStringParameters,
    multiValueQueryStringParameters: connection.multiValueQueryStringParameters,
    stageVariables: {},
    requestContext: requestContext(connection, '$connect', 'CONNECT'),
  } as unknown as APIGatewayRequestAuthorizerEvent;
}

export type WebSocketRouteEvent = APIGatewayProxyWebsocketEventV2 & { requestContext: { authorizer?: AuthorizerContext } };

export function connectEvent(connection: ConnectionRequest, authorizer: AuthorizerContext | undefined): WebSocketRouteEvent {
  return {
    headers: connection.headers,
    multiValueHeaders: connection.multiValueHeaders,
    queryStringParameters: connection.queryStringParameters,
    multiValueQueryStringParameters: connection.multiValueQueryStringParameters,
    requestContext: { ...requestContext(connection, '$connect', 'CONNECT'), ...(authorizer ? { authorizer } : {}) },
    isBase64Encoded: false,
  } as unknown as WebSocketRouteEvent;
}

export function disconnectEvent(connection: ConnectionRequest, authorizer: AuthorizerContext | undefined, close: { code: number; reason: string }): WebSocketRouteEvent {
  return {
    headers: { Host: connection.domainName, 'x-api-key': '', 'X-Forwarded-For': '', 'x-restapi': '' },
    multiValueHeaders: { Host: [connection.domainName], 'x-api-key': [''], 'X-Forwarded-For': [''], 'x-restapi': [''] },
    requestContext: {
      ...requestContext(connection, '$disconnect', 'DISCONNECT'),
      disconnectStatusCode: close.code,
      disconnectReason: close.reason,
      ...(authorizer ? { authorizer } : {}),
    },
    isBase64Encoded: false,
  } as unknown as WebSocketRouteEvent;
}

type Statement = { Effect?: string; Action?: string | string[]; Resource?: string | string[] };

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const glob = (pattern: string) => new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`);
const covers = (patterns: string | string[] | undefined, value: string) => [patterns ?? []].flat().some((pattern) => glob(pattern).test(value));

/** Whether the authorizer's policy lets this connection invoke $connect (an explicit Deny wins). */
export function policyAllows(result: APIGatewayAuthorizerResult, methodArn: string): boolean {
  const statements = [(result.policyDocument?.Statement ?? []) as Statement[]].flat();
  const matching = statements.filter((statement) => covers(statement.Action, 'execute-api:Invoke') && covers(statement.Resource, methodArn));
  return matching.some((statement) => statement.Effect === 'Allow') && !matching.some((statement) => statement.Effect === 'Deny');
}

/** The authorizer context every route of the connection receives. */
export function routeAuthorizerContext(result: APIGatewayAuthorizerResult, integrationLatency: number): AuthorizerContext {
  return { ...(result.context ?? {}), principalId: result.principalId, integrationLatency };
}
