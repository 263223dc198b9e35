// The local HTTP API: the same route table as the cloud, the same authorizer checks, the same
// handler functions. Answers for unknown routes and refused tokens mirror API Gateway's.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { isPerClientThrottled, PER_CLIENT_THROTTLE, type RouteDefinition } from '../../lambdas/routes';
import type { AuthorizerResult } from '../authorizer';
import { BodyTooLargeError, readBody } from '../http/respond';
import { createInvoker } from '../lambda-invoke';
import { toHttpApiEvent } from './event';
import { compileRoutes } from './route-matcher';
import { clientAddress, createThrottle, type ThrottleCheck } from './throttle';

export interface GatewayOptions {
  readonly routes: readonly RouteDefinition[];
  readonly rootDir: string;
  readonly authorize: (authorizationHeader: string | undefined) => Promise<AuthorizerResult>;
  readonly onError?: (error: unknown, route: RouteDefinition) => void;
  /** Throttling per route and per client (default: on, like the cloud's stage and WAF rule). */
  readonly throttle?: ThrottleCheck;
}

/** What the gateway needs of a request: a live one, or one the edge cache replays to revalidate. */
export interface GatewayRequest {
  readonly method: string;
  readonly headers: IncomingHttpHeaders;
  readonly remoteAddress: string | undefined;
  readonly httpVersion: string;
  readBody(limit: number): Promise<Buffer>;
}

/** An answer as the HTTP API sends it. */
export interface GatewayReply {
  readonly status: number;
  readonly headers: Record<string, string | string[]>;
  readonly body: Buffer;
}

export interface Gateway {
  (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  /** The answer to a request, without writing it (the edge cache stores it). */
  respond(request: GatewayRequest, url: URL): Promise<GatewayReply>;
  /** Whether a route of the table has this method and path (the runtime's page paths). */
  serves(method: string, path: string): boolean;
}

const MAX_BODY_BYTES = 10 * 1024 * 1024; // API Gateway's payload limit
const INTEGRATION_TIMEOUT_MS = 29_000; // API Gateway's limit for a function to answer

const jsonReply = (status: number, body: unknown): GatewayReply => {
  const payload = Buffer.from(JSON.stringify(body));
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': String(payload.length), 'cache-control': 'no-store' }, body: payload };
};

export function gatewayRequestOf(req: IncomingMessage): GatewayRequest {
  return { method: req.method ?? 'GET', headers: req.headers, remoteAddress: req.socket.remoteAddress, httpVersion: req.httpVersion, readBody: (limit) => readBody(req, limit) };
}

export function writeReply(res: ServerResponse, reply: GatewayReply, method = 'GET'): void {
  res.writeHead(reply.status, reply.headers);
  res.end(method === 'HEAD' || reply.status === 304 ? undefined : reply.body);
}

export function createGateway(options: GatewayOptions): Gateway {
  const matcher = compileRoutes(options.routes);
  const allow = options.throttle ?? createThrottle();
  const invoke = createInvoker(options.rootDir, INTEGRATION_TIMEOUT_MS);

  const respond = async (req: GatewayRequest, url: URL): Promise<GatewayReply> => {
    const matched = matcher.match(req.method, url.pathname);
    if (matched === 'not_found' || matched === 'method_not_allowed') return jsonReply(404, { message: 'Not Found' });
    const { route, pathParameters } = matched;
    const routeKey = `${route.method} ${route.path}`;
    // The client is the connection's address: a header such as X-Forwarded-For is anyone's to send.
    const limits = isPerClientThrottled(route.path) ? PER_CLIENT_THROTTLE : undefined;
    const client = limits || route.clientThrottle ? { address: clientAddress(req.remoteAddress), limits, routeLimits: route.clientThrottle } : undefined;
    // API Gateway's answer when a route's throttle refuses a request (the WAF rule answers the same).
    if (!allow({ routeKey, route: route.throttle, client })) return jsonReply(429, { message: 'Too Many Requests' });

    let claims: Extract<AuthorizerResult, { ok: true }>['claims'] | undefined;
    if (route.access !== 'public') {
      const result = await options.authorize(req.headers.authorization);
      if (!result.ok) return jsonReply(401, { message: 'Unauthorized' });
      claims = result.claims;
    }

    let body: Buffer;
    try {
      body = await req.readBody(MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return jsonReply(413, { message: 'Request Entity Too Large' });
      throw error;
    }

    const event = toHttpApiEvent(req, url, routeKey, pathParameters, body, claims);
    try {
      return toReply(await invoke<APIGatewayProxyResultV2>(route, event));
    } catch (error) {
      options.onError?.(error, route);
      return jsonReply(500, { message: 'Internal Server Error' });
    }
  };
  const handle = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => writeReply(res, await respond(gatewayRequestOf(req), url), req.method);
  return Object.assign(handle, { respond, serves: (method: string, path: string) => typeof matcher.match(method, path) === 'object' });
}

/** A handler's result the way the HTTP API sends it, including its plain-value shorthand. */
function toReply(result: APIGatewayProxyResultV2): GatewayReply {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    const payload = typeof result === 'string' ? result : JSON.stringify(result);
    return { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(payload) };
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  return { status: result.statusCode ?? 200, headers, body: result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') };
}
