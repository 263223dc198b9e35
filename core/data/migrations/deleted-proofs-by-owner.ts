// What is kept of a deleted proof (`DeletedProof`, core/data/proofs/proof-removal.ts) is on its
// owner's lists (gsi1 `OWNER#{id}` / `DELETED#{deletedAt}#{id}`), so their archive can list it;
// records sealed before that get the keys here. Every sealing wrote the admin log's
// `proof-deleted` entry in the same transaction, so a step reads a page of the log (one partition)
// and indexes the records its entries name; the cursor is the log's.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { listAdminLog } from '../admin-log/admin-log';
import { DATA_REQUEST_ACTIONS } from '../admin-log/data-request-actions';
import { db, tableName } from '../plumbing/client';
import { isConditionFailed } from '../plumbing/transact';
import { proofItemTypes, proofKeys } from '../proofs/keys';
import type { Migration } from './migration';

export const deletedProofsByOwnerMigration: Migration = {
  id: 'deleted-proofs-by-owner',
  version: 1,
  backfill: true,
  description: 'Lists what is kept of each deleted proof under its owner, for their archive',
  async step(cursor) {
    const page = await listAdminLog({ limit: 100, cursor });
    const deleted = page.items.filter((entry) => entry.action === DATA_REQUEST_ACTIONS.proofDeleted && entry.target.startsWith('proof:'));
    await Promise.all(deleted.map((entry) => indexRecord(entry.target.slice('proof:'.length))));
    return { cursor: page.cursor, processed: page.items.length };
  },
};

async function indexRecord(proofId: string): Promise<void> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: proofKeys.recognition(proofId), ConsistentRead: true }));
  if (Item?.type !== proofItemTypes.deletedProof || Item.gsi1pk !== undefined) return;
  const keys = proofKeys.deletedProofOwnerList(String(Item.ownerUserId), String(Item.deletedAt), proofId);
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: proofKeys.recognition(proofId),
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
