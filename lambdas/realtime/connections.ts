// WebSocket connections in the table: one small item per open connection, under its owner's
// partition (pk `WSCONN#<user id>`), so the notifier finds a user's connections with one query.
// Items carry a TTL a little past API Gateway's 2-hour connection limit, in case $disconnect
// never arrives. (Realtime code is this small; it can move into core/data/keys.ts when it grows.)
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../../core/clock';
import { db, tableName } from '../../core/data/client';

export const CONNECTION_KEY_PREFIX = 'WSCONN#';
/** The one message the cloud notifier (and the local /ws server) sends. */
export const VALIDATION_UPDATES_MESSAGE = { channel: 'validation-updates' } as const;

const CONNECTION_LIFETIME_S = 3 * 60 * 60;
/** A user rarely has more than a few tabs open; more than this are not notified. */
const MAX_CONNECTIONS_PER_USER = 50;

const key = (userId: string, connectionId: string) => ({ pk: `${CONNECTION_KEY_PREFIX}${userId}`, sk: `CONN#${connectionId}` });

export async function saveConnection(userId: string, connectionId: string): Promise<void> {
  const now = clock.now();
  await db().send(new PutCommand({
    TableName: tableName(),
    Item: {
      ...key(userId, connectionId),
      type: 'WebSocketConnection',
      connectionId,
      connectedAt: now.toISOString(),
      ttl: Math.floor(now.getTime() / 1000) + CONNECTION_LIFETIME_S,
    },
  }));
}

export async function deleteConnection(userId: string, connectionId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: key(userId, connectionId) }));
}

export async function connectionsOf(userId: string): Promise<string[]> {
  const { Items = [] } = await db().send(new QueryCommand({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `${CONNECTION_KEY_PREFIX}${userId}` },
    ProjectionExpression: 'connectionId',
    Limit: MAX_CONNECTIONS_PER_USER,
  }));
  return Items.map((item) => item.connectionId).filter((id): id is string => typeof id === 'string');
}

/** The user id the $connect authorizer attached to the connection (present on every route). */
export function connectionUser(event: { requestContext: object }): string {
  const { authorizer } = event.requestContext as { authorizer?: { userId?: unknown; principalId?: unknown } };
  const userId = authorizer?.userId ?? authorizer?.principalId;
  if (typeof userId !== 'string' || userId === '') throw new Error('The connection carries no authorised user');
  return userId;
}
