// What is kept of a deleted proof (`DeletedProof`, core/data/proofs/proof-removal.ts) is on its
// owner's lists (gsi1 `OWNER#{id}` / `DELETED#{deletedAt}#{id}`), so their archive can list it;
// records sealed before that get the keys here. Nothing indexes them otherwise, so a step scans a
// page of the table for them (once per deployment; the cursor is the scan's position).
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import type { Item } from '../plumbing/items';
import { isConditionFailed } from '../plumbing/transact';
import { proofItemTypes, proofKeys } from '../proofs/keys';
import type { Migration } from './migration';

export const deletedProofsByOwnerMigration: Migration = {
  id: 'deleted-proofs-by-owner',
  version: 1,
  backfill: true,
  description: 'Lists what is kept of each deleted proof under its owner, for their archive',
  async step(cursor) {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: '#type = :deleted AND attribute_not_exists(gsi1pk)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':deleted': proofItemTypes.deletedProof },
        Limit: 500,
        ...(cursor ? { ExclusiveStartKey: JSON.parse(cursor) as Item } : {}),
      }),
    );
    await Promise.all((page.Items ?? []).map(indexRecord));
    return { cursor: page.LastEvaluatedKey ? JSON.stringify(page.LastEvaluatedKey) : null, processed: page.ScannedCount ?? 0 };
  },
};

async function indexRecord(item: Item): Promise<void> {
  const keys = proofKeys.deletedProofOwnerList(String(item.ownerUserId), String(item.deletedAt), String(item.id));
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET gsi1pk = :pk, gsi1sk = :sk',
        ConditionExpression: '#type = :deleted',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':pk': keys.gsi1pk, ':sk': keys.gsi1sk, ':deleted': proofItemTypes.deletedProof },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
}
