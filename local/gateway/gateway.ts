// The local HTTP API: the same route table as the cloud, the same authorizer checks, the same
// handler functions. Answers for unknown routes and refused tokens mirror API Gateway's.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { isPerClientThrottled, PER_CLIENT_THROTTLE, type RouteDefinition } from '../../lambdas/routes';
import type { AuthorizerResult } from '../authorizer';
import { BodyTooLargeError, readBody, sendJson } from '../http/respond';
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

export interface Gateway {
  (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  /** Whether a route of the table has this method and path (the runtime's page paths). */
  serves(method: string, path: string): boolean;
}

const MAX_BODY_BYTES = 10 * 1024 * 1024; // API Gateway's payload limit
const INTEGRATION_TIMEOUT_MS = 29_000; // API Gateway's limit for a function to answer

export function createGateway(options: GatewayOptions): Gateway {
  const matcher = compileRoutes(options.routes);
  const allow = options.throttle ?? createThrottle();
  const invoke = createInvoker(options.rootDir, INTEGRATION_TIMEOUT_MS);

  const handle = async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const matched = matcher.match(req.method ?? 'GET', url.pathname);
    if (matched === 'not_found' || matched === 'method_not_allowed') return sendJson(res, 404, { message: 'Not Found' });
    const { route, pathParameters } = matched;
    // The client is the connection's address: a header such as X-Forwarded-For is anyone's to send.
    const client = isPerClientThrottled(route.path) ? { address: clientAddress(req.socket.remoteAddress), limits: PER_CLIENT_THROTTLE } : undefined;
    // API Gateway's answer when a route's throttle refuses a request (the WAF rule answers the same).
    if (!allow({ routeKey: `${route.method} ${route.path}`, route: route.throttle, client })) return sendJson(res, 429, { message: 'Too Many Requests' });

    let claims: Extract<AuthorizerResult, { ok: true }>['claims'] | undefined;
    if (route.access !== 'public') {
      const result = await options.authorize(req.headers.authorization);
      if (!result.ok) return sendJson(res, 401, { message: 'Unauthorized' });
      claims = result.claims;
    }

    let body: Buffer;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendJson(res, 413, { message: 'Request Entity Too Large' });
      throw error;
    }

    const event = toHttpApiEvent(req, url, `${route.method} ${route.path}`, pathParameters, body, claims);
    try {
      writeResult(res, await invoke<APIGatewayProxyResultV2>(route, event));
    } catch (error) {
      options.onError?.(error, route);
      sendJson(res, 500, { message: 'Internal Server Error' });
    }
  };
  return Object.assign(handle, { serves: (method: string, path: string) => typeof matcher.match(method, path) === 'object' });
}

/** Writes a handler's result the way the HTTP API does, including its plain-value shorthand. */
function writeResult(res: ServerResponse, result: APIGatewayProxyResultV2): void {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    const payload = typeof result === 'string' ? result : JSON.stringify(result);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(payload);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8'));
}
