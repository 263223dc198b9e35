// Table stream -> WebSocket: for each owner whose requests, validations or proofs changed in the
// batch, one message on each of their open connections naming what changed
// (domain/api/live-updates.ts), so a screen refetches exactly that. Messages are posted through
// the API Gateway Management API at WEBSOCKET_CALLBACK_URL. A connection it reports gone is
// forgotten; other post failures are logged (the next change notifies again). Should an owner's
// connections not be readable, the batch fails and the stream delivers it again.
import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { deleteConnection, listConnections } from '../../core/data/connections';
import { onConfigReload } from '../../core/config';
import { ENV } from '../../core/env-names';
import { createLogger } from '../../core/log';
import { liveUpdate, type LiveCollection } from '../../domain/api/live-updates';
import { changesByOwner } from './changes';

const log = createLogger({ function: 'WebSocketNotifier' });
const encoder = new TextEncoder();
let client: ApiGatewayManagementApiClient | undefined;
onConfigReload(() => {
  client?.destroy();
  client = undefined;
});

function managementApi(): ApiGatewayManagementApiClient {
  const endpoint = process.env[ENV.websocketCallbackUrl];
  if (!endpoint) throw new Error(`${ENV.websocketCallbackUrl} is not set`);
  client ??= new ApiGatewayManagementApiClient({ endpoint });
  return client;
}

async function tell(api: ApiGatewayManagementApiClient, owner: string, changed: Iterable<LiveCollection>): Promise<void> {
  const data = encoder.encode(JSON.stringify(liveUpdate(changed)));
  const connections = await listConnections(owner);
  await Promise.all(connections.map(async (connectionId) => {
    try {
      await api.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
    } catch (error) {
      if (error instanceof GoneException) return deleteConnection(owner, connectionId);
      log.warn('live update not delivered', { connectionId, error });
    }
  }));
}

export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  const changes = changesByOwner(event.Records);
  if (changes.size === 0) return;
  const api = managementApi();
  const results = await Promise.allSettled([...changes].map(([owner, changed]) => tell(api, owner, changed)));
  const failures = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failures.length > 0) {
    log.error('owners not notified', { owners: failures.length, error: failures[0]!.reason });
    throw new AggregateError(failures.map((failure) => failure.reason as unknown), 'Some owners could not be notified');
  }
}
