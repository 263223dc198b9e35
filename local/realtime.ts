// The /ws endpoint: the local stand-in for the WebSocket API. A browser connects with its ID
// token (`/ws?token=...`), checked like the cloud's authorizer; messages are pushed per user.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AuthorizerResult } from './authorizer';

export interface Realtime {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void;
  /** Sends a message to every open connection of the user; returns how many got it. */
  publish(userId: string, message: unknown): number;
  close(): Promise<void>;
}

export function createRealtime(authorize: (header: string | undefined) => Promise<AuthorizerResult>): Realtime {
  const server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const byUser = new Map<string, Set<WebSocket>>();

  return {
    handleUpgrade(req, socket, head, url) {
      const token = url.searchParams.get('token') ?? undefined;
      void authorize(token ? `Bearer ${token}` : undefined).then((result) => {
        if (!result.ok || typeof result.claims.sub !== 'string') {
          socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
          return;
        }
        const userId = result.claims.sub;
        server.handleUpgrade(req, socket, head, (ws) => {
          const sockets = byUser.get(userId) ?? new Set();
          sockets.add(ws);
          byUser.set(userId, sockets);
          ws.on('close', () => {
            sockets.delete(ws);
            if (sockets.size === 0) byUser.delete(userId);
          });
          ws.send(JSON.stringify({ type: 'connected' }));
        });
      });
    },
    publish(userId, message) {
      const sockets = byUser.get(userId);
      if (!sockets) return 0;
      const payload = JSON.stringify(message);
      for (const ws of sockets) ws.send(payload);
      return sockets.size;
    },
    close: () =>
      new Promise<void>((done) => {
        for (const ws of server.clients) ws.terminate();
        server.close(() => done());
      }),
  };
}
