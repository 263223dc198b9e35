// Turns a Node request into the event an HTTP API (payload format 2.0) hands to a Lambda.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { GatewayRequest } from './gateway';
import { clientAddress } from './throttle';

type JwtClaims = Record<string, string | number | boolean | string[]>;

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

export function toHttpApiEvent(
  req: Pick<GatewayRequest, 'method' | 'headers' | 'remoteAddress' | 'httpVersion'>,
  url: URL,
  routeKey: string,
  pathParameters: Record<string, string>,
  body: Buffer,
  claims: JwtClaims | undefined,
): APIGatewayProxyEventV2 & { requestContext: { authorizer?: { jwt: { claims: JwtClaims; scopes: null } } } } {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const cookies = req.headers.cookie?.split(';').map((cookie) => cookie.trim()).filter(Boolean);
  const isText = body.length === 0 || TEXT_TYPES.test(req.headers['content-type'] ?? 'application/json');
  const now = new Date();
  const method = req.method;

  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        // As API Gateway gives it: the connection's address, IPv4-mapped IPv6 as plain IPv4.
        sourceIp: clientAddress(req.remoteAddress ?? '127.0.0.1'),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
}
