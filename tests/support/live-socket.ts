// The live-updates WebSocket (/ws) as the signed-in app opens it, for tests that watch what the
// server tells a person.
import WebSocket from 'ws';

export interface LiveSocket {
  readonly messages: unknown[];
  /** Settles when the connection ends, whoever ends it. */
  readonly closed: Promise<void>;
  send(text: string): void;
  close(): Promise<void>;
}

/** Opens `baseUrl`'s /ws with the token; resolves to the open socket, or to the HTTP status that refused it. */
export function openSocket(baseUrl: string, token: string | null): Promise<LiveSocket | number> {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws${token === null ? '' : `?token=${encodeURIComponent(token)}`}`);
  const messages: unknown[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  const closed = new Promise<void>((ended) => ws.once('close', () => ended()));
  return new Promise((done, fail) => {
    ws.once('open', () =>
      done({
        messages,
        closed,
        send: (text) => ws.send(text),
        close: () => {
          ws.close();
          return closed;
        },
      }),
    );
    ws.once('unexpected-response', (_request, response) => done(response.statusCode ?? 0));
    ws.once('error', fail);
  });
}

/** Opens /ws, which must accept the token. */
export async function openLive(baseUrl: string, token: string): Promise<LiveSocket> {
  const socket = await openSocket(baseUrl, token);
  if (typeof socket === 'number') throw new Error(`/ws refused the connection: ${socket}`);
  return socket;
}
