// Every profile, oldest first, a page at a time: the list the admin's user list reads (gsi1
// `PROFILES`), so a migration over users or their proofs needs no Scan. A profile created while a
// migration runs sorts after the ones already done and is still reached.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import { decodeCursor, encodeCursor } from '../plumbing/cursors';
import type { Item } from '../plumbing/items';
import { profileKeys } from '../profiles/keys';
import type { MigrationStep } from './migration';

/** Profiles per migration step: small, so a step is short and a saved cursor loses little. */
export const PROFILES_PER_STEP = 25;

export async function profilePage(cursor: string | null): Promise<{ readonly profiles: Item[]; readonly cursor: string | null }> {
  const partition = { gsi1pk: profileKeys.profilesPartition };
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': profileKeys.profilesPartition },
      Limit: PROFILES_PER_STEP,
      ExclusiveStartKey: decodeCursor(cursor, { indexName: 'gsi1', partition }),
    }),
  );
  return { profiles: result.Items ?? [], cursor: encodeCursor(result.LastEvaluatedKey) };
}

/** A migration's step that visits a page of profiles; `visit` says how many items it went through. */
export function eachProfile(visit: (userId: string) => Promise<number>): (cursor: string | null) => Promise<MigrationStep> {
  return async (cursor) => {
    const page = await profilePage(cursor);
    let processed = 0;
    for (const profile of page.profiles) processed += await visit(String(profile.id));
    return { cursor: page.cursor, processed };
  };
}
