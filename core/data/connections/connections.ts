// Open WebSocket connections: one small item per connection under its user's partition
// (connectionKeys.connection), so the notifier finds a user's connections with one bounded Query. Items
// carry a TTL a little past API Gateway's 2-hour connection limit, in case $disconnect never
// arrives; a connection the management API reports gone is deleted by the notifier.
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../../clock';
import { db, tableName } from '../plumbing/client';
import { connectionItemTypes, connectionKeys } from './keys';

/** Longer than API Gateway's 2-hour maximum connection duration. */
export const CONNECTION_LIFETIME_S = 3 * 60 * 60;
/** A user rarely has more than a few tabs open; connections past this many are not notified. */
export const MAX_CONNECTIONS_PER_USER = 50;

export async function saveConnection(userId: string, connectionId: string): Promise<void> {
  const now = clock.now();
  await db().send(new PutCommand({
    TableName: tableName(),
    Item: {
      ...connectionKeys.connection(userId, connectionId),
      type: connectionItemTypes.webSocketConnection,
      userId,
      connectionId,
      connectedAt: now.toISOString(),
      ttl: Math.floor(now.getTime() / 1000) + CONNECTION_LIFETIME_S,
    },
  }));
}

/** The ids of the user's open connections, at most MAX_CONNECTIONS_PER_USER. */
export async function listConnections(userId: string): Promise<string[]> {
  const { Items = [] } = await db().send(new QueryCommand({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': connectionKeys.connectionPartition(userId) },
    ProjectionExpression: 'connectionId',
    // A connection saved a moment ago is told about the change that follows it.
    ConsistentRead: true,
    Limit: MAX_CONNECTIONS_PER_USER,
  }));
  return Items.map((item) => item.connectionId).filter((id): id is string => typeof id === 'string');
}

/** Forgets the connection; deleting one that is already gone is not an error. */
export async function deleteConnection(userId: string, connectionId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: connectionKeys.connection(userId, connectionId) }));
}
