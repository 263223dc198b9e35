// The /ws endpoint: the local stand-in for API Gateway's WebSocket API, built from the same
// definition as the cloud's (lambdas/realtime-routes.ts) and running the same handlers. An
// upgrade request goes through the $connect authorizer (its identity source must be present,
// 'Unauthorized' is a 401, a policy that does not allow the connection a 403), then the $connect
// handler (which stores the connection in DynamoDB Local); only a 2xx from it completes the
// handshake. A closed socket runs $disconnect. Messages reach sockets only through the management
// API stand-in (local/stand-ins/websocket-management-api/management-api.ts), as the notifier posts them in the cloud.
import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayAuthorizerResult, APIGatewayProxyResultV2 } from 'aws-lambda';
import { WebSocket, WebSocketServer } from 'ws';
import type { WebSocketApiDefinition, WebSocketRouteDefinition } from '../lambdas/realtime-routes';
import type { Invoke } from './lambda-invoke';
import { startManagementApi, type ManagedConnection } from './stand-ins/websocket-management-api/management-api';
import {
  authorizerEvent,
  connectEvent,
  connectionRequest,
  connectMethodArn,
  disconnectEvent,
  policyAllows,
  routeAuthorizerContext,
  type AuthorizerContext,
  type ConnectionRequest,
} from './realtime-events';

/** API Gateway's limit on a WebSocket message. */
const MAX_MESSAGE_BYTES = 128 * 1024;

export interface WebSocketApiStandIn {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void;
  /** The management API endpoint the notifier posts to (WEBSOCKET_CALLBACK_URL). */
  readonly callbackUrl: string;
  close(): Promise<void>;
}

interface OpenConnection extends ManagedConnection {
  readonly request: ConnectionRequest;
  readonly authorizer: AuthorizerContext | undefined;
}

const STATUS_TEXT: Record<number, string> = { 401: 'Unauthorized', 403: 'Forbidden', 500: 'Internal Server Error' };

function refuse(socket: Duplex, status: number): void {
  if (socket.destroyed) return;
  socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** A Lambda proxy result's status; a result without one counts as 200, as API Gateway takes it. */
function statusOf(result: APIGatewayProxyResultV2 | undefined): number {
  return typeof result === 'object' && result !== null && typeof result.statusCode === 'number' ? result.statusCode : 200;
}

/** `route.request.querystring.token` -> `token` (the only identity source a browser can send). */
function queryIdentitySource(expression: string): string {
  const name = /^route\.request\.querystring\.(.+)$/.exec(expression)?.[1];
  if (!name) throw new Error(`The local WebSocket API supports query-string identity sources only, not ${expression}`);
  return name;
}

export async function startWebSocketApi(options: {
  definition: WebSocketApiDefinition;
  invoke: Invoke;
  region: string;
  onError: (error: unknown, functionName: string) => void;
}): Promise<WebSocketApiStandIn> {
  const { definition, invoke, onError } = options;
  const route = (key: WebSocketRouteDefinition['routeKey']) => definition.routes.find((candidate) => candidate.routeKey === key);
  const connectRoute = route('$connect');
  const disconnectRoute = route('$disconnect');
  const identityParameter = queryIdentitySource(definition.authorizer.identitySource);
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const connections = new Map<string, OpenConnection>();
  const management = await startManagementApi({ stage: definition.stage, connection: (id) => connections.get(id) });

  /** 401/403/500 or the authorizer's context for the routes. */
  const authorize = async (request: ConnectionRequest): Promise<number | AuthorizerContext> => {
    // API Gateway refuses a request without the identity source before calling the authorizer.
    if (!request.queryStringParameters[identityParameter]) return 401;
    const started = Date.now();
    let result: APIGatewayAuthorizerResult;
    try {
      result = await invoke<APIGatewayAuthorizerResult>(definition.authorizer, authorizerEvent(request));
    } catch (error) {
      if (error instanceof Error && error.message === 'Unauthorized') return 401;
      onError(error, definition.authorizer.name);
      return 500;
    }
    if (!policyAllows(result, connectMethodArn(request))) return 403;
    return routeAuthorizerContext(result, Date.now() - started);
  };

  const disconnect = async (connection: Pick<OpenConnection, 'request' | 'authorizer'>, close: { code: number; reason: string }) => {
    if (!disconnectRoute) return;
    try {
      await invoke(disconnectRoute, disconnectEvent(connection.request, connection.authorizer, close));
    } catch (error) {
      onError(error, disconnectRoute.name);
    }
  };

  const open = (request: ConnectionRequest, authorizer: AuthorizerContext | undefined, ws: WebSocket) => {
    const connection: OpenConnection = {
      request,
      authorizer,
      connectedAt: request.connectedAt,
      sourceIp: request.sourceIp,
      userAgent: request.userAgent,
      lastActiveAt: Date.now(),
      isOpen: () => ws.readyState === WebSocket.OPEN,
      send: (data) => ws.send(data, { binary: !isUtf8(data) }),
      close: () => ws.close(1000),
    };
    connections.set(request.connectionId, connection);
    ws.on('message', () => {
      connection.lastActiveAt = Date.now();
      // The API has no $default route and no route for messages: API Gateway answers with an error.
      ws.send(JSON.stringify({ message: 'Forbidden', connectionId: request.connectionId, requestId: randomUUID() }));
    });
    // A broken or oversized frame (API Gateway's limit is 128 KB) ends the connection; 'close' follows.
    ws.on('error', () => undefined);
    ws.on('close', (code, reason) => {
      // Already gone when the stand-in itself shut the connection down.
      if (!connections.delete(request.connectionId)) return;
      void disconnect(connection, { code, reason: reason.toString() || 'Client closed the connection' });
    });
  };

  const accept = async (req: IncomingMessage, socket: Duplex, head: Buffer, url: URL) => {
    const request = connectionRequest(req, url, { stage: definition.stage, region: options.region });
    let authorizer: AuthorizerContext | undefined;
    if (connectRoute?.authorized) {
      const outcome = await authorize(request);
      if (typeof outcome === 'number') return refuse(socket, outcome);
      authorizer = outcome;
    }
    if (connectRoute) {
      let status: number;
      try {
        status = statusOf(await invoke<APIGatewayProxyResultV2>(connectRoute, connectEvent(request, authorizer)));
      } catch (error) {
        onError(error, connectRoute.name);
        status = 500;
      }
      if (status < 200 || status > 299) return refuse(socket, status);
    }
    // $connect has stored the connection. Should the client be gone before the handshake
    // completes (the upgrade then never calls back), $disconnect still follows.
    let opened = false;
    const abandoned = () => {
      if (!opened) void disconnect({ request, authorizer }, { code: 1006, reason: 'Going away' });
    };
    if (socket.destroyed) return abandoned();
    socket.once('close', abandoned);
    server.handleUpgrade(req, socket, head, (ws) => {
      opened = true;
      socket.off('close', abandoned);
      open(request, authorizer, ws);
    });
  };

  return {
    callbackUrl: management.url,
    handleUpgrade(req, socket, head, url) {
      // Node leaves an upgrading socket without an error listener; a client that resets it (while
      // the authorizer and $connect run, or after a refusal) must not take the runtime down.
      socket.on('error', () => socket.destroy());
      accept(req, socket, head, url).catch((error: unknown) => {
        onError(error, 'WebSocketApi');
        refuse(socket, 500);
      });
    },
    async close() {
      const open = [...connections.values()];
      connections.clear();
      // Every open connection ends as the cloud would end it: with $disconnect.
      await Promise.all(open.map((connection) => {
        connection.close();
        return disconnect(connection, { code: 1001, reason: 'Going away' });
      }));
      for (const ws of server.clients) ws.terminate();
      await new Promise<void>((done) => server.close(() => done()));
      await management.close();
    },
  };
}
