// Profiles, with their username and product-id uniqueness claims kept in the same transactions.
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Profile, PublicProfile } from '../../domain/entities';
import { PUBLIC_PROFILE_FIELDS } from '../../domain/entities';
import { db, tableName } from './client';
import { AlreadyExistsError, ConflictError, NotFoundError } from './errors';
import { decodeCursor, encodeCursor } from './cursors';
import { fromItem, keyOf, pageLimit, queryPage, type Item, type Page, type PageOptions } from './items';
import { canonicalIso, ITEM_TYPES, keys, normalizeUsername } from './keys';
import { portfolioProfileItem } from './public-read-model';
import { refreshOwnerPublicViews, touchesPublicFields } from './public-refresh';
import { statsUpdate } from './stats';
import { RETRY_POLICIES, withRetry } from './retry';
import { isConditionFailed, TransactionCancelled, transactWrite } from './transact';

/** Lower-cased copies of display name and username, matched by the admin search. */
const INTERNAL = ['searchName', 'searchUsername'] as const;

/** Fields an update may change; id, username (see changeUsername), product id and createdAt are fixed. */
export type ProfilePatch = Partial<Omit<Profile, 'id' | 'username' | 'productId' | 'createdAt'>>;

/** A row of the admin user list: no tokens, no e-mail. */
export type AdminUserRow = Pick<Profile, 'id' | 'displayName' | 'username' | 'avatarUrl' | 'headline' | 'linkedinConnected' | 'plan' | 'createdAt'>;

const toProfile = (item: Item): Profile => fromItem<Profile>(item, INTERNAL);

function toAdminRow(item: Item): AdminUserRow {
  const { id, displayName, username, avatarUrl, headline, linkedinConnected, plan, createdAt } = toProfile(item);
  return { id, displayName, username, avatarUrl, headline, linkedinConnected, plan: plan ?? 'free', createdAt };
}

function profileItem(profile: Profile): Item {
  const createdAt = canonicalIso(profile.createdAt);
  return {
    ...profile,
    createdAt,
    ...keys.profile(profile.id),
    ...keys.profileList(createdAt, profile.id),
    ...(profile.email ? keys.profileEmail(profile.email, profile.id) : {}),
    type: ITEM_TYPES.profile,
    searchName: profile.displayName.toLowerCase(),
    searchUsername: profile.username.toLowerCase(),
  };
}

/**
 * Inserts a new profile and claims its username and product id, all or nothing, in one attempt:
 * the first sign-in's loop (core/identity) retries under its policy with a new candidate.
 * Throws AlreadyExistsError('profile' | 'username' | 'productId'), ConflictError on contention.
 */
export async function createProfile(profile: Profile): Promise<Profile> {
  const T = tableName();
  try {
    await transactWrite({
      profile: { Put: { TableName: T, Item: profileItem(profile), ConditionExpression: 'attribute_not_exists(pk)' } },
      username: { Put: { TableName: T, Item: { ...keys.username(profile.username), type: ITEM_TYPES.usernameClaim, userId: profile.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
      productId: { Put: { TableName: T, Item: { ...keys.productId(profile.productId), type: ITEM_TYPES.productIdClaim, userId: profile.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
      stats: statsUpdate({ profiles: 1 }),
      // Every profile has a public portfolio, empty until a proof is published.
      publicPortfolio: portfolioProfileItem(profile),
    });
  } catch (error) {
    if (error instanceof TransactionCancelled) {
      const failed = error.firstFailed('profile', 'username', 'productId');
      if (failed) throw new AlreadyExistsError(failed as 'profile' | 'username' | 'productId');
    }
    throw error;
  }
  return toProfile(profileItem(profile));
}

async function getProfileItem(userId: string): Promise<Item | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.profile(userId), ConsistentRead: true }));
  return result.Item;
}

export async function getProfile(userId: string): Promise<Profile | null> {
  const item = await getProfileItem(userId);
  return item ? toProfile(item) : null;
}

/** The public subset (the spec's public_profiles view). */
export async function getPublicProfile(userId: string): Promise<PublicProfile | null> {
  const profile = await getProfile(userId);
  if (!profile) return null;
  return Object.fromEntries(PUBLIC_PROFILE_FIELDS.map((name) => [name, profile[name]])) as PublicProfile;
}

async function claimedUserId(key: { pk: string; sk: string }): Promise<string | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const userId = result.Item?.userId;
  return typeof userId === 'string' ? userId : null;
}

/** Case-insensitive. */
export async function getProfileByUsername(username: string): Promise<Profile | null> {
  const userId = await claimedUserId(keys.username(username));
  return userId ? getProfile(userId) : null;
}

/** Case-insensitive (product ids are upper-cased). */
export async function getProfileByProductId(productId: string): Promise<Profile | null> {
  const userId = await claimedUserId(keys.productId(productId));
  return userId ? getProfile(userId) : null;
}

/** Profiles with this e-mail (case-insensitive), for granting admin by e-mail; at most 10. */
export async function getProfilesByEmail(email: string): Promise<Profile[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.profileEmailPartition(email) },
      Limit: 10,
    }),
  );
  return (result.Items ?? []).map(toProfile);
}

/** Updates fields of an existing profile. Throws NotFoundError. */
export async function updateProfile(userId: string, patch: ProfilePatch): Promise<Profile> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  const set = (name: string, value: unknown) => {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    sets.push(`#${name} = :${name}`);
  };
  for (const [name, value] of Object.entries(patch)) {
    if (value !== undefined && !['id', 'username', 'productId', 'createdAt'].includes(name)) set(name, value);
  }
  if (patch.displayName !== undefined) set('searchName', patch.displayName.toLowerCase());
  if (patch.email !== undefined) {
    if (patch.email) {
      const index = keys.profileEmail(patch.email, userId);
      set('gsi2pk', index.gsi2pk);
      set('gsi2sk', index.gsi2sk);
    } else {
      removes.push('gsi2pk', 'gsi2sk');
    }
  }
  if (sets.length === 0 && removes.length === 0) {
    const current = await getProfile(userId);
    if (!current) throw new NotFoundError('profile');
    return current;
  }
  try {
    const result = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(userId),
        UpdateExpression: [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : ''].join(' ').trim(),
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
        ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
        ReturnValues: 'ALL_NEW',
      }),
    );
    // The owner's name, picture and headline are copied into the public views of their proofs.
    if (touchesPublicFields(patch)) await refreshOwnerPublicViews(userId);
    return toProfile(result.Attributes ?? {});
  } catch (error) {
    if (isConditionFailed(error)) throw new NotFoundError('profile');
    throw error;
  }
}

/**
 * Changes a username: the profile update, the release of the old claim and the new claim are
 * one transaction. Throws NotFoundError, AlreadyExistsError('username').
 */
export async function changeUsername(userId: string, newUsername: string): Promise<Profile> {
  const T = tableName();
  return withRetry(RETRY_POLICIES.rename, async () => {
    const item = await getProfileItem(userId);
    if (!item) throw new NotFoundError('profile');
    const current = toProfile(item);
    if (current.username === newUsername) return current;
    const claimMoves = normalizeUsername(current.username) !== normalizeUsername(newUsername);
    try {
      await transactWrite({
        profile: {
          Update: {
            TableName: T,
            Key: keys.profile(userId),
            UpdateExpression: 'SET username = :new, searchUsername = :search',
            ConditionExpression: 'username = :old',
            ExpressionAttributeValues: { ':new': newUsername, ':old': current.username, ':search': newUsername.toLowerCase() },
          },
        },
        oldClaim: claimMoves ? { Delete: { TableName: T, Key: keys.username(current.username), ConditionExpression: 'userId = :me', ExpressionAttributeValues: { ':me': userId } } } : null,
        newClaim: claimMoves ? { Put: { TableName: T, Item: { ...keys.username(newUsername), type: ITEM_TYPES.usernameClaim, userId }, ConditionExpression: 'attribute_not_exists(pk)' } } : null,
      });
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      if (error.failed('newClaim')) throw new AlreadyExistsError('username');
      throw new ConflictError('profile'); // renamed by someone else since we read it: read again
    }
    // The portfolio moves to the new handle; the old one stops answering.
    await refreshOwnerPublicViews(userId);
    return { ...current, username: newUsername };
  });
}

/** Admin user list, newest first. */
export function listProfiles(options: PageOptions = {}): Promise<Page<AdminUserRow>> {
  return queryPage(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.profilesPartition },
      ScanIndexForward: false,
    },
    { gsi1pk: keys.profilesPartition },
    options,
    toAdminRow,
  );
}

export interface SearchOptions extends PageOptions {
  /** Most index entries read per call (a bound on the cost of a sparse match); default 1,000. */
  readonly maxEvaluated?: number;
}

/**
 * Admin search: case-insensitive substring of display name or username, newest first. A bounded
 * Query on the profile list with a filter: it reads at most `maxEvaluated` entries per call and
 * returns a cursor to continue, so a page may hold fewer than `limit` rows when matches are rare.
 */
export async function searchProfiles(query: string, options: SearchOptions = {}): Promise<Page<AdminUserRow>> {
  const needle = query.trim().toLowerCase();
  if (!needle) return listProfiles(options);
  const limit = pageLimit(options.limit);
  const maxEvaluated = Math.max(1, options.maxEvaluated ?? 1_000);
  const partition = { gsi1pk: keys.profilesPartition };
  let startKey = decodeCursor(options.cursor, { indexName: 'gsi1', partition });
  const rows: Item[] = [];
  let evaluated = 0;
  for (;;) {
    const result = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        FilterExpression: 'contains(searchName, :q) OR contains(searchUsername, :q)',
        ExpressionAttributeValues: { ':pk': keys.profilesPartition, ':q': needle },
        ScanIndexForward: false,
        Limit: Math.min(100, maxEvaluated - evaluated),
        ExclusiveStartKey: startKey,
      }),
    );
    evaluated += result.ScannedCount ?? 0;
    for (const item of result.Items ?? []) {
      rows.push(item);
      if (rows.length === limit) {
        const last = keyOf(item, ['pk', 'sk', 'gsi1pk', 'gsi1sk']);
        const more = item !== result.Items?.at(-1) || result.LastEvaluatedKey !== undefined;
        return { items: rows.map(toAdminRow), cursor: more ? encodeCursor(last) : null };
      }
    }
    startKey = result.LastEvaluatedKey;
    if (!startKey || evaluated >= maxEvaluated) return { items: rows.map(toAdminRow), cursor: encodeCursor(startKey) };
  }
}

/** The user id holding a username claim (case-insensitive), or null when it is free. */
export async function getUsernameOwner(username: string): Promise<string | null> {
  return claimedUserId(keys.username(username));
}
