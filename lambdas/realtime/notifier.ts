// Table stream -> WebSocket: when a validation request or a validation changes, the owner's open
// connections get `{"channel":"validation-updates"}` and refetch. Best effort: a connection that
// is gone is forgotten; other failures are logged and the next change notifies again.
import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { ITEM_TYPES } from '../../core/data/keys';
import { createLogger } from '../../core/log';
import { connectionsOf, deleteConnection, VALIDATION_UPDATES_MESSAGE } from './connections';

/** Item types whose changes the SPA follows live (spec: validation_requests and validations). */
export const NOTIFYING_TYPES: readonly string[] = [ITEM_TYPES.validationRequest, ITEM_TYPES.validation];

const log = createLogger({ function: 'WebSocketNotifier' });
let client: ApiGatewayManagementApiClient | undefined;
const payload = new TextEncoder().encode(JSON.stringify(VALIDATION_UPDATES_MESSAGE));

/** Owners whose validation data changed in this batch. */
export function ownersToNotify(event: DynamoDBStreamEvent): Set<string> {
  const owners = new Set<string>();
  for (const record of event.Records) {
    const image = record.dynamodb?.NewImage ?? record.dynamodb?.OldImage;
    const type = image?.type?.S;
    const owner = image?.ownerUserId?.S;
    if (type && owner && NOTIFYING_TYPES.includes(type)) owners.add(owner);
  }
  return owners;
}

export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  client ??= new ApiGatewayManagementApiClient({ endpoint: process.env.WEBSOCKET_CALLBACK_URL });
  const api = client;
  for (const owner of ownersToNotify(event)) {
    const connections = await connectionsOf(owner);
    await Promise.all(connections.map(async (connectionId) => {
      try {
        await api.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: payload }));
      } catch (error) {
        if (error instanceof GoneException) return deleteConnection(owner, connectionId);
        log.warn('notification not delivered', { connectionId, error });
      }
    }));
  }
}
