// WebSocket $disconnect: forget the connection. (Should the authorizer's user be missing, the
// item still expires through its TTL.)
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { deleteConnection } from '../../core/data/connections/connections';
import { createLogger } from '../../core/log';
import { authorizedUser } from './authorized-user';

const log = createLogger({ function: 'WebSocketDisconnect' });

export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  const { connectionId } = event.requestContext;
  let userId: string;
  try {
    userId = authorizedUser(event);
  } catch {
    log.warn('disconnect without an authorised user; the connection item will expire', { connectionId });
    return { statusCode: 200 };
  }
  await deleteConnection(userId, connectionId);
  return { statusCode: 200 };
}
