// The admin feed's entries about a proof are on gsi2 (`FEEDOF#{recognitionId}`, admin-feed.ts), so
// they go when its owner deletes it; entries written before that get the keys here. A step reads
// one page of one kind's partition; the cursor says which kind and where in it.
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { FEED_KINDS } from '../read-models/admin-feed';
import { adminFeedKeys } from '../read-models/keys';
import { db, tableName } from '../plumbing/client';
import type { Item } from '../plumbing/items';
import { isConditionFailed } from '../plumbing/transact';
import type { Migration } from './migration';

interface Position {
  readonly kind: number;
  readonly startKey?: Item;
}

export const adminFeedByProofMigration: Migration = {
  id: 'admin-feed-by-proof',
  version: 1,
  backfill: true,
  description: 'Indexes the admin feed’s entries by their proof, so a deleted proof’s entries go with it',
  async step(cursor) {
    let position: Position = cursor ? (JSON.parse(cursor) as Position) : { kind: 0 };
    let processed = 0;
    while (position.kind < FEED_KINDS.length) {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': adminFeedKeys.adminFeedPartition(FEED_KINDS[position.kind]!) },
          Limit: 100,
          ExclusiveStartKey: position.startKey,
        }),
      );
      const unindexed = (page.Items ?? []).filter((item) => typeof item.recognitionId === 'string' && item.gsi2pk === undefined);
      await Promise.all(unindexed.map(indexEntry));
      processed += page.Items?.length ?? 0;
      position = page.LastEvaluatedKey ? { kind: position.kind, startKey: page.LastEvaluatedKey } : { kind: position.kind + 1 };
      if (page.LastEvaluatedKey) return { cursor: JSON.stringify(position), processed };
    }
    return { cursor: null, processed };
  },
};

async function indexEntry(item: Item): Promise<void> {
  const keys = adminFeedKeys.adminFeedEntryOfProof(String(item.recognitionId), String(item.kind), String(item.at), String(item.id));
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET gsi2pk = :pk, gsi2sk = :sk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':pk': keys.gsi2pk, ':sk': keys.gsi2sk },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error; // the entry went meanwhile
    });
}
