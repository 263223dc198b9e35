// The keys of open WebSocket connections, one partition per user (the notifier lists a user's with one Query).
// docs/data-model.md lists the layout and the access pattern each key serves.
import { type Key } from '../plumbing/key-parts';

/** The item kinds of connections (the `type` attribute). */
export const connectionItemTypes = {
  webSocketConnection: 'WebSocketConnection',
} as const;

/**
 * Open WebSocket connections live in partitions under this prefix, one per user. The realtime
 * functions' table permissions are limited to it (lambdas/realtime-routes.ts hands it to the CDK).
 */
export const CONNECTION_KEY_PREFIX = 'WSCONN#';

export const connectionKeys = {
  connection: (userId: string, connectionId: string): Key => ({ pk: `${CONNECTION_KEY_PREFIX}${userId}`, sk: `CONN#${connectionId}` }),
  connectionPartition: (userId: string) => `${CONNECTION_KEY_PREFIX}${userId}`,
} as const;
