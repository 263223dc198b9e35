// Table stream -> WebSocket: for each owner whose requests, validations or proofs changed in the
// batch, one message on each of their open connections naming what changed
// (domain/api/live-updates.ts), so a screen refetches exactly that. Messages are posted through
// the API Gateway Management API at WEBSOCKET_CALLBACK_URL. A connection it reports gone is
// forgotten; other post failures are logged (the next change notifies again). Should an owner's
// connections not be readable, the batch fails and the stream delivers it again.
// Each followed item type belongs to one collection (webSocketApi.notifier.follows), and every
// followed item carries its owner in `ownerUserId`.
// A suspended account is told nothing: its open connections are closed and forgotten, when its
// profile becomes suspended and whenever a change of theirs finds one still open.
import { ApiGatewayManagementApiClient, DeleteConnectionCommand, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { accountStanding } from '../../core/data/profiles/account-status';
import { deleteConnection, listConnections } from '../../core/data/connections/connections';
import { onConfigReload } from '../../core/config';
import { ENV } from '../../core/env-names';
import { createLogger } from '../../core/log';
import { liveUpdate, type LiveCollection, type ProofVersion } from '../../domain/api/live-updates';
import { webSocketApi } from '../realtime-routes';

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

type Follows = Readonly<Record<string, LiveCollection>>;

/** Owner -> the collections of theirs that changed in these records (each owner once). */
export function changesByOwner(records: readonly DynamoDBRecord[], follows: Follows = webSocketApi.notifier.follows): Map<string, Set<LiveCollection>> {
  const changes = new Map<string, Set<LiveCollection>>();
  for (const record of records) {
    // A new item has only a new image, a deleted one only an old image; both name the owner.
    for (const image of [record.dynamodb?.NewImage, record.dynamodb?.OldImage]) {
      const type = image?.type?.S;
      const owner = image?.ownerUserId?.S;
      const collection = type !== undefined && Object.hasOwn(follows, type) ? follows[type] : undefined;
      if (!collection || !owner) continue;
      const changed = changes.get(owner) ?? new Set<LiveCollection>();
      changed.add(collection);
      changes.set(owner, changed);
    }
  }
  return changes;
}

/**
 * Owner -> their proofs as these records leave them (id and `updatedAt`, the latest change of
 * each): the message names them, so a screen reads those by id instead of the whole list. An owner
 * one of whose proofs was removed or deleted gets none: only the list shows what is gone.
 */
export function proofVersionsByOwner(records: readonly DynamoDBRecord[], follows: Follows = webSocketApi.notifier.follows): Map<string, ProofVersion[]> {
  const proofType = Object.keys(follows).find((type) => follows[type] === 'proofs');
  const latest = new Map<string, Map<string, string>>();
  const removedFrom = new Set<string>();
  for (const record of records) {
    const image = record.dynamodb?.NewImage;
    const gone = record.dynamodb?.OldImage;
    // Removed, or deleted by its owner (a tombstone reads as missing; it becomes a bare record later).
    const removed = (!image || Boolean(image.deletedAt?.S)) && gone?.type?.S === proofType;
    const removedOwner = removed ? gone?.ownerUserId?.S : undefined;
    if (removedOwner) removedFrom.add(removedOwner);
    const [owner, id, updatedAt] = [image?.ownerUserId?.S, image?.id?.S, image?.updatedAt?.S];
    if (removed || image?.type?.S !== proofType || !owner || !id || !updatedAt) continue;
    const proofs = latest.get(owner) ?? new Map<string, string>();
    if ((proofs.get(id) ?? '') < updatedAt) proofs.set(id, updatedAt);
    latest.set(owner, proofs);
  }
  for (const owner of removedFrom) latest.delete(owner);
  return new Map([...latest].map(([owner, proofs]) => [owner, [...proofs].map(([id, updatedAt]) => ({ id, updatedAt }))]));
}

/** The ids of the accounts whose profile, as these records leave it, is suspended or closing (its sessions ended). */
export function suspendedAccounts(records: readonly DynamoDBRecord[], profileType: string = webSocketApi.notifier.suspends): Set<string> {
  const suspended = new Set<string>();
  for (const record of records) {
    const image = record.dynamodb?.NewImage;
    const id = image?.id?.S;
    if (image?.type?.S === profileType && id && (image.suspendedAt?.S || image.closingSince?.S)) suspended.add(id);
  }
  return suspended;
}

async function tell(api: ApiGatewayManagementApiClient, owner: string, changed: Iterable<LiveCollection>, proofs: readonly ProofVersion[]): Promise<void> {
  const standing = await accountStanding(owner);
  if (standing.suspended || standing.closingSince) return closeAll(api, owner);
  const data = encoder.encode(JSON.stringify(liveUpdate(changed, proofs)));
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

/** Closes every open connection of the account and forgets it; one that is already gone is only forgotten. */
async function closeAll(api: ApiGatewayManagementApiClient, userId: string): Promise<void> {
  const connections = await listConnections(userId);
  await Promise.all(connections.map(async (connectionId) => {
    await api.send(new DeleteConnectionCommand({ ConnectionId: connectionId })).catch((error: unknown) => {
      if (!(error instanceof GoneException)) throw error;
    });
    await deleteConnection(userId, connectionId);
  }));
  if (connections.length > 0) log.info('closed a suspended account\'s live connections', { userId, connections: connections.length });
}

export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  const suspended = suspendedAccounts(event.Records);
  const changes = changesByOwner(event.Records);
  const proofs = proofVersionsByOwner(event.Records);
  for (const userId of suspended) changes.delete(userId);
  if (changes.size === 0 && suspended.size === 0) return;
  const api = managementApi();
  const results = await Promise.allSettled([
    ...[...suspended].map((userId) => closeAll(api, userId)),
    ...[...changes].map(([owner, changed]) => tell(api, owner, changed, proofs.get(owner) ?? [])),
  ]);
  const failures = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failures.length > 0) {
    log.error('owners not notified', { owners: failures.length, error: failures[0]!.reason });
    throw new AggregateError(failures.map((failure) => failure.reason as unknown), 'Some owners could not be notified');
  }
}
