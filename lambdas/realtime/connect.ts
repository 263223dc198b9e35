// WebSocket $connect: the authorizer has verified the caller's token; remember the connection.
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { connectionUser, saveConnection } from './connections';

export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  await saveConnection(connectionUser(event), event.requestContext.connectionId);
  return { statusCode: 200 };
}
