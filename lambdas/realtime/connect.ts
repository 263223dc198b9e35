// WebSocket $connect: the authorizer has verified the caller's token; remember the connection.
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { saveConnection } from '../../core/data/connections/connections';
import { authorizedUser } from './authorized-user';

export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  await saveConnection(authorizedUser(event), event.requestContext.connectionId);
  return { statusCode: 200 };
}
