// The local stand-in for the API Gateway Management API of the WebSocket stage: what the notifier
// reaches through the real @aws-sdk/client-apigatewaymanagementapi at WEBSOCKET_CALLBACK_URL.
//   POST   /{stage}/@connections/{id}   send the body to that connection (200)
//   GET    /{stage}/@connections/{id}   the connection's details (200)
//   DELETE /{stage}/@connections/{id}   close the connection (204)
// A connection that is not open answers 410 GoneException, as in the cloud; a payload over
// 128 KB 413 PayloadTooLargeException; an unsigned request 403. Listens on 127.0.0.1 only.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BodyTooLargeError, readBody } from '../../http/respond';

/** API Gateway's limit on a WebSocket message. */
const MAX_MESSAGE_BYTES = 128 * 1024;

export interface ManagedConnection {
  readonly connectedAt: number;
  readonly sourceIp: string;
  readonly userAgent: string;
  lastActiveAt: number;
  /** Whether messages can still be delivered. */
  isOpen(): boolean;
  send(data: Buffer): void;
  close(): void;
}

export interface ManagementApi {
  /** The endpoint to configure the SDK client with (`http://127.0.0.1:<port>/<stage>`). */
  readonly url: string;
  close(): Promise<void>;
}

function sendError(res: ServerResponse, status: number, type: string, message: string | null): void {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
  res.end(JSON.stringify({ message }));
}

export async function startManagementApi(options: {
  stage: string;
  connection: (connectionId: string) => ManagedConnection | undefined;
}): Promise<ManagementApi> {
  const prefix = `/${options.stage}/@connections/`;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const encodedId = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    if (!encodedId || encodedId.includes('/')) return sendError(res, 403, 'ForbiddenException', 'Forbidden');
    // The SDK signs every call; an unsigned one never reaches a connection.
    if (!/^AWS4-HMAC-SHA256 /.test(req.headers.authorization ?? '')) return sendError(res, 403, 'ForbiddenException', 'Missing Authentication Token');
    const connectionId = decodeURIComponent(encodedId);
    const connection = options.connection(connectionId);
    const open = connection?.isOpen() ? connection : undefined;

    switch (req.method) {
      case 'POST': {
        let body: Buffer;
        try {
          body = await readBody(req, MAX_MESSAGE_BYTES);
        } catch (error) {
          if (error instanceof BodyTooLargeError) return sendError(res, 413, 'PayloadTooLargeException', 'Message too long');
          throw error;
        }
        if (!open) return sendError(res, 410, 'GoneException', null);
        open.send(body);
        open.lastActiveAt = Date.now();
        res.writeHead(200).end();
        return;
      }
      case 'GET':
        if (!open) return sendError(res, 410, 'GoneException', null);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({
          connectedAt: new Date(open.connectedAt).toISOString(),
          identity: { sourceIp: open.sourceIp, userAgent: open.userAgent },
          lastActiveAt: new Date(open.lastActiveAt).toISOString(),
        }));
        return;
      case 'DELETE':
        if (!open) return sendError(res, 410, 'GoneException', null);
        open.close();
        res.writeHead(204).end();
        return;
      default:
        return sendError(res, 403, 'ForbiddenException', 'Forbidden');
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendError(res, 500, 'InternalServerErrorException', 'Internal server error');
      else res.destroy();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/${options.stage}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
