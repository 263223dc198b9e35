// The admin's user list: every profile newest first, and the search by words of a name or
// username through the word index (core/data/read-models/name-words.ts).
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '../../../domain/entities';
import { db, tableName } from '../plumbing/client';
import { decodeCursor, encodeCursor } from '../plumbing/cursors';
import { batchGet, keyOf, pageLimit, queryPage, type Item, type Page, type PageOptions } from '../plumbing/items';
import { nameWordKeys } from '../read-models/keys';
import { isSearchHit, nameWords, queriedToken } from '../read-models/name-words';
import { profileKeys } from './keys';
import { toProfile } from './profiles';

/** A row of the admin user list: no tokens, no e-mail. */
export type AdminUserRow = Pick<Profile, 'id' | 'displayName' | 'username' | 'avatarUrl' | 'headline' | 'linkedinConnected' | 'plan' | 'createdAt'> & {
  readonly suspendedAt: string | null;
};

function toAdminRow(item: Item): AdminUserRow {
  const { id, displayName, username, avatarUrl, headline, linkedinConnected, plan, createdAt, suspendedAt } = toProfile(item);
  return { id, displayName, username, avatarUrl, headline, linkedinConnected, plan: plan ?? 'free', createdAt, suspendedAt: suspendedAt ?? null };
}

/** Admin user list, newest first. */
export function listProfiles(options: PageOptions = {}): Promise<Page<AdminUserRow>> {
  return queryPage(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': profileKeys.profilesPartition },
      ScanIndexForward: false,
    },
    { gsi1pk: profileKeys.profilesPartition },
    options,
    toAdminRow,
  );
}

export interface SearchOptions extends PageOptions {
  /** Most index entries read per call (a bound on the cost of a sparse match); default 1,000. */
  readonly maxEvaluated?: number;
}

/**
 * Admin search: users with a word of their display name or username starting with each word of
 * `query` (case- and accent-insensitive). One bounded Query on the word index (core/data/read-models/name-words.ts)
 * for the query's longest word, newest account first within a word, then one BatchGet of the
 * page's profiles. It reads at most `maxEvaluated` index entries per call and returns a cursor to
 * continue, so a page may hold fewer than `limit` rows when the other words rarely match.
 */
export async function searchProfiles(query: string, options: SearchOptions = {}): Promise<Page<AdminUserRow>> {
  const tokens = nameWords(query);
  const queried = queriedToken(tokens);
  if (!queried) return listProfiles(options);
  const limit = pageLimit(options.limit);
  const maxEvaluated = Math.max(1, options.maxEvaluated ?? 1_000);
  const partition = { pk: nameWordKeys.nameWordPartition(queried) };
  let startKey = decodeCursor(options.cursor, { partition, sortKeyPrefix: queried });
  const hits: Item[] = [];
  let evaluated = 0;
  let cursor: string | null = null;
  for (;;) {
    const result = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': partition.pk, ':prefix': queried },
        Limit: Math.min(100, maxEvaluated - evaluated),
        ExclusiveStartKey: startKey,
      }),
    );
    const items = result.Items ?? [];
    evaluated += items.length;
    let full = false;
    for (const item of items) {
      const word = String(item.sk).split('#')[0] ?? '';
      if (isSearchHit(word, item.words as string[], tokens, queried)) hits.push(item);
      if (hits.length === limit) {
        const more = item !== items.at(-1) || result.LastEvaluatedKey !== undefined;
        cursor = more ? encodeCursor(keyOf(item, ['pk', 'sk'])) : null;
        full = true;
        break;
      }
    }
    if (full) break;
    startKey = result.LastEvaluatedKey;
    if (!startKey || evaluated >= maxEvaluated) {
      cursor = encodeCursor(startKey);
      break;
    }
  }
  const profiles = await batchGet(hits.map((hit) => profileKeys.profile(String(hit.userId))));
  const byId = new Map(profiles.map((item) => [String(item.id), item]));
  const rows = hits.flatMap((hit) => {
    const profile = byId.get(String(hit.userId));
    return profile ? [toAdminRow(profile)] : [];
  });
  return { items: rows, cursor };
}
