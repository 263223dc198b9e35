// Live updates over the WebSocket API (spec: realtime channel 'validation-updates'): while a
// page listens, each message on the channel calls `onUpdate`. Reconnects with a growing delay.
import { useEffect, useRef } from 'react';
import { VALIDATION_UPDATES } from '../../../domain/api/live-updates';
import { useSession } from '../auth/useSession';
import { useRuntimeConfig } from '../config-context';

export { VALIDATION_UPDATES };
const MAX_RETRY_MS = 30_000;

export function useLiveUpdates(channel: string, onUpdate: () => void): void {
  const { realtimeUrl } = useRuntimeConfig();
  const { idToken } = useSession();
  const latest = useRef(onUpdate);
  latest.current = onUpdate;

  useEffect(() => {
    if (!idToken) return;
    let socket: WebSocket | null = null;
    let retryMs = 1_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;

    const connect = () => {
      socket = new WebSocket(`${realtimeUrl}?token=${encodeURIComponent(idToken)}`);
      socket.onopen = () => {
        retryMs = 1_000;
      };
      socket.onmessage = (event) => {
        try {
          if ((JSON.parse(String(event.data)) as { channel?: string }).channel === channel) latest.current();
        } catch {
          // not a message for us
        }
      };
      socket.onclose = () => {
        if (closed) return;
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
  }, [channel, idToken, realtimeUrl]);
}
