// Which owners a batch of table-stream records concerns, and which of their collections changed:
// each followed item type belongs to one collection (webSocketApi.notifier.follows), and every
// followed item carries its owner in `ownerUserId`. And which accounts the batch shows suspended
// (a profile with `suspendedAt`), whose connections are closed instead.
import type { DynamoDBRecord } from 'aws-lambda';
import type { LiveCollection } from '../../domain/api/live-updates';
import { webSocketApi } from '../realtime-routes';

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

/** The ids of the accounts whose profile, as these records leave it, is suspended. */
export function suspendedAccounts(records: readonly DynamoDBRecord[], profileType: string = webSocketApi.notifier.suspends): Set<string> {
  const suspended = new Set<string>();
  for (const record of records) {
    const image = record.dynamodb?.NewImage;
    const id = image?.id?.S;
    if (image?.type?.S === profileType && id && image.suspendedAt?.S) suspended.add(id);
  }
  return suspended;
}
