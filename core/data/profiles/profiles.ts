// Profiles, with their username and product-id uniqueness claims kept in the same transactions.
import { pseudonymFor, pseudonymOf } from '../personal-data/pseudonyms';
import { openItem } from '../personal-data/sealed-items';
import { PROFILE_SEALED_PATHS } from '../personal-data/sealed-types';
import { sealValue } from '../personal-data/sealing';
import { mailboxSubject, userSubject } from '../personal-data/subjects';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Profile, PublicProfile } from '../../../domain/entities';
import { PUBLIC_PROFILE_FIELDS } from '../../../domain/entities';
import { db, storedDb, tableName } from '../plumbing/client';
import { AlreadyExistsError, ConflictError, NotFoundError } from '../plumbing/errors';
import { batchGet, fromItem, type Item } from '../plumbing/items';
import { canonicalIso, normalizeUsername } from '../plumbing/key-parts';
import { profileItemTypes, profileKeys } from './keys';
import { nameWordItems, profileWords } from '../read-models/name-words';
import { portfolioProfileItem } from '../read-models/public-read-model';
import { refreshOwnerPublicViews, touchesPublicFields } from '../read-models/public-refresh';
import { statsUpdate } from '../read-models/stats';
import { dailyCountersUpdate, funnelUpdate } from '../read-models/analytics';
import { RETRY_POLICIES, withRetry } from '../plumbing/retry';
import { isConditionFailed, TransactionCancelled, transactWrite, type NamedItems } from '../plumbing/transact';

/** Attributes of profile items written before the word index (core/data/read-models/name-words.ts). */
const INTERNAL = ['searchName', 'searchUsername'] as const;

/** The profile's personal values, sealed under its person's key (core/data/personal-data/sealed-types.ts). */
const PROFILE_PERSONAL: ReadonlySet<string> = new Set(PROFILE_SEALED_PATHS);

/** Fields an update may change; id, username (see changeUsername), product id and createdAt are fixed. */
export type ProfilePatch = Partial<Omit<Profile, 'id' | 'username' | 'productId' | 'createdAt'>>;

export const toProfile = (item: Item): Profile => fromItem<Profile>(item, INTERNAL);

/** The profile on its address's list: by the mailbox's pseudonym, never the address. */
const emailIndex = async (email: string, userId: string) => profileKeys.profileEmail(await pseudonymFor(mailboxSubject(email)), userId);

async function profileItem(profile: Profile): Promise<Item> {
  const createdAt = canonicalIso(profile.createdAt);
  return {
    ...profile,
    createdAt,
    ...profileKeys.profile(profile.id),
    ...profileKeys.profileList(createdAt, profile.id),
    ...(profile.email ? await emailIndex(profile.email, profile.id) : {}),
    type: profileItemTypes.profile,
  };
}

/**
 * The items a new profile is written with, all in one transaction: the profile, its username and
 * product-id claims, the counters, the search index's words and the empty public portfolio.
 */
export async function newProfileItems(profile: Profile): Promise<NamedItems> {
  const T = tableName();
  return {
    profile: { Put: { TableName: T, Item: await profileItem(profile), ConditionExpression: 'attribute_not_exists(pk)' } },
    username: { Put: { TableName: T, Item: { ...profileKeys.username(profile.username), type: profileItemTypes.usernameClaim, userId: profile.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
    productId: { Put: { TableName: T, Item: { ...profileKeys.productId(profile.productId), type: profileItemTypes.productIdClaim, userId: profile.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
    stats: statsUpdate({ profiles: 1 }),
    ...nameWordItems({ userId: profile.id, createdAt: profile.createdAt }, [], profileWords(profile)),
    daily: dailyCountersUpdate({ signups: 1 }, profile.createdAt),
    funnel: funnelUpdate('signedUp'),
    // Every profile has a public portfolio, empty until a proof is published.
    publicPortfolio: portfolioProfileItem(profile),
  };
}

/**
 * Inserts a new profile and claims its username and product id, all or nothing, in one attempt:
 * the first sign-in's loop (core/identity) retries under its policy with a new candidate.
 * Throws AlreadyExistsError('profile' | 'username' | 'productId'), ConflictError on contention.
 */
export async function createProfile(profile: Profile): Promise<Profile> {
  try {
    await transactWrite(await newProfileItems(profile));
  } catch (error) {
    if (error instanceof TransactionCancelled) {
      const failed = error.firstFailed('profile', 'username', 'productId');
      if (failed) throw new AlreadyExistsError(failed as 'profile' | 'username' | 'productId');
    }
    throw error;
  }
  return toProfile(await profileItem(profile));
}

async function getProfileItem(userId: string): Promise<Item | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: profileKeys.profile(userId), ConsistentRead: true }));
  return result.Item;
}

/**
 * The profile read once, as stored and opened: an update that must hold only while the name is
 * the one read compares the stored (sealed) value, and works out the search words from the same read.
 */
async function readForUpdate(userId: string): Promise<{ readonly storedName: unknown; readonly current: Profile } | null> {
  const result = await storedDb().send(new GetCommand({ TableName: tableName(), Key: profileKeys.profile(userId), ConsistentRead: true }));
  if (!result.Item) return null;
  return { storedName: result.Item.displayName, current: toProfile(await openItem(result.Item)) };
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
  const userId = await claimedUserId(profileKeys.username(username));
  return userId ? getProfile(userId) : null;
}

/** Case-insensitive (product ids are upper-cased). */
export async function getProfileByProductId(productId: string): Promise<Profile | null> {
  const userId = await claimedUserId(profileKeys.productId(productId));
  return userId ? getProfile(userId) : null;
}

/** Profiles with an address of this mailbox (any spelling), for granting admin by e-mail; at most 10. */
export async function getProfilesByEmail(email: string): Promise<Profile[]> {
  const pseudonym = await pseudonymOf(mailboxSubject(email));
  if (!pseudonym) return [];
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': profileKeys.profileEmailPartition(pseudonym) },
      Limit: 10,
    }),
  );
  return (result.Items ?? []).map(toProfile);
}

interface UpdateParts {
  readonly UpdateExpression: string;
  readonly ExpressionAttributeNames: Record<string, string> | undefined;
  readonly ExpressionAttributeValues: Record<string, unknown> | undefined;
}

/** The update expression of a patch, or null when it changes nothing; personal values sealed (an update is not sealed for them). */
async function updateParts(userId: string, patch: ProfilePatch): Promise<UpdateParts | null> {
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
    if (value === undefined || ['id', 'username', 'productId', 'createdAt'].includes(name)) continue;
    set(name, value !== null && PROFILE_PERSONAL.has(name) ? await sealValue(userSubject(userId), value) : value);
  }
  if (patch.email !== undefined) {
    if (patch.email) {
      const index = await emailIndex(patch.email, userId);
      set('gsi2pk', index.gsi2pk);
      set('gsi2sk', index.gsi2sk);
    } else {
      removes.push('gsi2pk', 'gsi2sk');
    }
  }
  if (sets.length === 0 && removes.length === 0) return null;
  return {
    UpdateExpression: [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : ''].join(' ').trim(),
    ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
    ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
  };
}

/** Updates fields of an existing profile. Throws NotFoundError. */
export async function updateProfile(userId: string, patch: ProfilePatch): Promise<Profile> {
  const parts = await updateParts(userId, patch);
  if (!parts) {
    const current = await getProfile(userId);
    if (!current) throw new NotFoundError('profile');
    return current;
  }
  const updated = patch.displayName !== undefined ? await updateWithName(userId, patch.displayName, parts) : await updateFields(userId, parts);
  // The owner's name, picture and headline are copied into the public views of their proofs.
  if (touchesPublicFields(patch)) await refreshOwnerPublicViews(userId);
  return updated;
}

async function updateFields(userId: string, parts: UpdateParts): Promise<Profile> {
  try {
    const result = await db().send(
      new UpdateCommand({ TableName: tableName(), Key: profileKeys.profile(userId), ...parts, ConditionExpression: 'attribute_exists(pk)', ReturnValues: 'ALL_NEW' }),
    );
    return toProfile(result.Attributes ?? {});
  } catch (error) {
    if (isConditionFailed(error)) throw new NotFoundError('profile');
    throw error;
  }
}

/**
 * An update that sets the display name: the profile (only while its name is still the one read)
 * and the search index's words, in one transaction.
 */
function updateWithName(userId: string, displayName: string, parts: UpdateParts): Promise<Profile> {
  return withRetry(RETRY_POLICIES.rename, async () => {
    const read = await readForUpdate(userId);
    if (!read) throw new NotFoundError('profile');
    const { current, storedName: readName } = read;
    try {
      await transactWrite({
        profile: {
          Update: {
            TableName: tableName(),
            Key: profileKeys.profile(userId),
            UpdateExpression: parts.UpdateExpression,
            ConditionExpression: '#displayName = :readName',
            ExpressionAttributeNames: { ...parts.ExpressionAttributeNames, '#displayName': 'displayName' },
            ExpressionAttributeValues: { ...parts.ExpressionAttributeValues, ':readName': readName },
          },
        },
        ...nameWordItems({ userId, createdAt: current.createdAt }, profileWords(current), profileWords({ displayName, username: current.username })),
      });
    } catch (error) {
      if (error instanceof TransactionCancelled && error.failed('profile')) throw new ConflictError('profile'); // renamed meanwhile: read again
      throw error;
    }
    const updated = await getProfile(userId);
    if (!updated) throw new NotFoundError('profile');
    return updated;
  });
}

/**
 * Changes a username: the profile update, the release of the old claim and the new claim are
 * one transaction. Throws NotFoundError, AlreadyExistsError('username').
 */
export async function changeUsername(userId: string, newUsername: string): Promise<Profile> {
  const T = tableName();
  return withRetry(RETRY_POLICIES.rename, async () => {
    const read = await readForUpdate(userId);
    if (!read) throw new NotFoundError('profile');
    const { current, storedName } = read;
    if (current.username === newUsername) return current;
    const claimMoves = normalizeUsername(current.username) !== normalizeUsername(newUsername);
    try {
      await transactWrite({
        profile: {
          Update: {
            TableName: T,
            Key: profileKeys.profile(userId),
            UpdateExpression: 'SET username = :new',
            ConditionExpression: 'username = :old AND displayName = :name',
            ExpressionAttributeValues: { ':new': newUsername, ':old': current.username, ':name': storedName },
          },
        },
        ...nameWordItems({ userId, createdAt: current.createdAt }, profileWords(current), profileWords({ displayName: current.displayName, username: newUsername })),
        oldClaim: claimMoves ? { Delete: { TableName: T, Key: profileKeys.username(current.username), ConditionExpression: 'userId = :me', ExpressionAttributeValues: { ':me': userId } } } : null,
        newClaim: claimMoves ? { Put: { TableName: T, Item: { ...profileKeys.username(newUsername), type: profileItemTypes.usernameClaim, userId }, ConditionExpression: 'attribute_not_exists(pk)' } } : null,
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

/** The profiles of these users that exist, in no particular order; only `fields` of each when given. */
export async function getProfilesByIds(userIds: readonly string[], fields?: readonly (keyof Profile)[]): Promise<Profile[]> {
  const items = await batchGet(userIds.map((id) => profileKeys.profile(id)), fields);
  return items.map((item) => fromItem<Profile>(item));
}

/** The user id holding a username claim (case-insensitive), or null when it is free. */
export async function getUsernameOwner(username: string): Promise<string | null> {
  return claimedUserId(profileKeys.username(username));
}
