// Live updates over the WebSocket API (spec: realtime channel 'validation-updates'; the message is
// domain/api/live-updates.ts). While a signed-in page listens, each message calls `onUpdate` with
// the collections that changed. The socket reconnects with a growing delay; after a reconnect,
// messages may have been missed while it was down, so everything counts as changed once.
// `onConnectionChange` hears each drop and each reconnection: a suspension closes the
// connection (and refuses new ones until the account is restored).
import { useEffect, useEffectEvent } from 'react';
import { LIVE_COLLECTIONS, liveUpdate, parseLiveUpdate, type LiveUpdateMessage } from '../../domain/api/live-updates';
import { useRuntimeConfig } from './runtime-config';
import { useSession } from './session/session';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export function useLiveUpdates(onUpdate: (message: LiveUpdateMessage) => void, onConnectionChange: () => void = () => {}): void {
  const { realtimeUrl } = useRuntimeConfig();
  const { idToken } = useSession();
  const deliver = useEffectEvent(onUpdate);
  const connectionChanged = useEffectEvent(onConnectionChange);

  useEffect(() => {
    if (!idToken) return;
    let socket: WebSocket | null = null;
    let retryMs = FIRST_RETRY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    let reconnecting = false;

    const connect = () => {
      socket = new WebSocket(`${realtimeUrl}?token=${encodeURIComponent(idToken)}`);
      socket.onopen = () => {
        retryMs = FIRST_RETRY_MS;
        if (reconnecting) {
          deliver(liveUpdate(LIVE_COLLECTIONS));
          connectionChanged();
        }
        reconnecting = false;
      };
      socket.onmessage = (event) => {
        const message = typeof event.data === 'string' ? parseLiveUpdate(event.data) : null;
        if (message && message.changed.length > 0) deliver(message);
      };
      socket.onclose = () => {
        if (closed) return;
        connectionChanged();
        reconnecting = true;
        timer = setTimeout(connect, retryMs);
        retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [idToken, realtimeUrl]);
}
