// The WebSocket API for web tests: each socket the page opens is kept, so a test can open it,
// send it a message from the server, or drop it.
import { vi } from 'vitest';

export class FakeWebSocket {
  static opened: FakeWebSocket[] = [];

  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  closedByPage = false;

  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }

  /** The newest socket the page opened. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.opened.at(-1);
    if (!socket) throw new Error('The page opened no WebSocket');
    return socket;
  }

  close(): void {
    this.closedByPage = true;
  }

  /** The server accepts the connection. */
  accept(): void {
    this.onopen?.(new Event('open'));
  }

  /** The server sends `message` (JSON). */
  receive(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  /** The connection drops (the server or the network ends it). */
  drop(): void {
    this.onclose?.(new CloseEvent('close'));
  }
}

/** Replaces global WebSocket for the current test (vi.unstubAllGlobals undoes it). */
export function fakeWebSocket(): typeof FakeWebSocket {
  FakeWebSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return FakeWebSocket;
}
