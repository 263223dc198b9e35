// The admin's title search index (core/data/read-models/proof-title-index.ts) for proofs written before it
// existed: every profile's proofs (the owner list, gsi1), each one's title words as a new proof's.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import type { Item } from '../plumbing/items';
import { OWNER_LIST_PREFIX, ownerPartition } from '../plumbing/key-parts';
import { proofKeys } from '../proofs/keys';
import { titleWordPuts } from '../read-models/proof-title-index';
import { writeIndexWhileUnchanged } from './conditional-index';
import type { Migration } from './migration';
import { eachProfile } from './profile-pages';

export const proofTitleWordsMigration: Migration = {
  id: 'proof-title-words',
  version: 1,
  backfill: true,
  description: 'Indexes the words of every proof title for the admin title search',
  step: eachProfile(indexProofsOf),
};

/** Indexes one owner's proofs, read from the owner list a page at a time; returns how many. */
async function indexProofsOf(ownerUserId: string): Promise<number> {
  let count = 0;
  let startKey: Item | undefined;
  do {
    const result = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':pk': ownerPartition(ownerUserId), ':prefix': OWNER_LIST_PREFIX.proofs },
        ProjectionExpression: 'id',
        Limit: 100,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of result.Items ?? []) await indexProof(String(item.id));
    count += result.Items?.length ?? 0;
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return count;
}

function indexProof(proofId: string): Promise<boolean> {
  return writeIndexWhileUnchanged(proofKeys.recognition(proofId), (item) => {
    if (item.deletedAt) return null; // a deleted proof's words went with it
    const title = String(item.title ?? '');
    return { readValues: { title }, items: titleWordPuts(title, proofId) };
  });
}
