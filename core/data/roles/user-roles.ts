// Admin roles. A role item lives under its user (GetItem answers "is this user an admin?") and
// on the role list index (newest granted first). Granting is a conditional put, so a second
// grant fails with AlreadyExistsError('admin') even when two admins click at once. A counter item
// holds how many admins there are: a grant adds one, a revoke takes one away only while more than
// one is left, in the same transaction as the role's delete, so the last admin cannot be revoked
// even when two admins revoke each other at the same moment.
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Profile, UserRole } from '../../../domain/entities';
import { clock } from '../../clock';
import { db, tableName } from '../plumbing/client';
import { AlreadyExistsError, NotFoundError } from '../plumbing/errors';
import { batchGet, fromItem, queryAll, queryPage, type Page, type PageOptions } from '../plumbing/items';
import { canonicalIso } from '../plumbing/key-parts';
import { profileKeys } from '../profiles/keys';
import { roleItemTypes, roleKeys } from './keys';
import { RETRY_POLICIES, withRetry } from '../plumbing/retry';
import { isConditionFailed, TransactionCancelled, transactWrite, type NamedItems } from '../plumbing/transact';

const ADMIN = 'admin' as const;

export interface GrantAdminInput {
  readonly userId: string;
  /** The admin who granted it; null for the bootstrap grant. */
  readonly grantedBy: string | null;
  readonly grantedAt?: string;
}

/** A new admin role for `input`: what grantAdminItems writes. */
export function newAdminRole(input: GrantAdminInput): UserRole {
  return {
    id: randomUUID(),
    userId: input.userId,
    role: ADMIN,
    grantedAt: canonicalIso(input.grantedAt ?? clock.nowIso()),
    grantedBy: input.grantedBy,
  };
}

/**
 * The transaction items of a grant: the role (only if absent: item `role`), a check that the
 * profile exists (item `profile`) and one more on the admin count. Write them with other items
 * (the admin log's entry) and map a cancellation with grantFailure.
 */
export function grantAdminItems(role: UserRole): NamedItems {
  const T = tableName();
  return {
    role: {
      Put: {
        TableName: T,
        Item: { ...role, ...roleKeys.userRole(role.userId, ADMIN), ...roleKeys.roleList(ADMIN, role.grantedAt, role.userId), type: roleItemTypes.userRole },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    profile: { ConditionCheck: { TableName: T, Key: profileKeys.profile(role.userId), ConditionExpression: 'attribute_exists(pk)' } },
    adminCount: {
      Update: {
        TableName: T,
        Key: roleKeys.adminCount,
        UpdateExpression: 'SET #type = :type ADD #count :one',
        ExpressionAttributeNames: { '#type': 'type', '#count': 'count' },
        ExpressionAttributeValues: { ':type': roleItemTypes.adminCount, ':one': 1 },
      },
    },
  };
}

/** AlreadyExistsError('admin') or NotFoundError('profile') for a cancelled grant; else the error itself. */
export function grantFailure(error: unknown): unknown {
  if (error instanceof TransactionCancelled) {
    if (error.failed('role')) return new AlreadyExistsError('admin');
    if (error.failed('profile')) return new NotFoundError('profile');
  }
  return error;
}

/**
 * Makes an existing user an admin. Throws NotFoundError('profile') when there is no such user,
 * AlreadyExistsError('admin') when the user already is one.
 */
export async function grantAdmin(input: GrantAdminInput): Promise<UserRole> {
  const role = newAdminRole(input);
  try {
    await withRetry(RETRY_POLICIES.creation, () => transactWrite(grantAdminItems(role)));
  } catch (error) {
    throw grantFailure(error);
  }
  return role;
}

/** The admin is the only one left: revoking them would leave nobody able to administer. */
export class LastAdminError extends Error {
  constructor() {
    super('The last remaining admin cannot be revoked');
    this.name = 'LastAdminError';
  }
}

/**
 * Makes sure the admin count exists. Roles granted before the count was kept are counted once
 * (a bounded Query of the role list); a count written meanwhile by a grant wins.
 */
export async function ensureAdminCount(): Promise<void> {
  const T = tableName();
  const existing = await db().send(new GetCommand({ TableName: T, Key: roleKeys.adminCount, ConsistentRead: true }));
  if (existing.Item) return;
  const roles = await queryAll({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': roleKeys.rolePartition(ADMIN) } }, 10_000);
  try {
    await db().send(new PutCommand({ TableName: T, Item: { ...roleKeys.adminCount, type: roleItemTypes.adminCount, count: roles.length }, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/**
 * The transaction items of a revoke: the role's delete (only if it exists: item `role`) and one
 * less on the admin count, only while more than one admin is left (item `adminCount`). Call
 * ensureAdminCount first; map a cancellation with revokeFailure.
 */
export function revokeAdminItems(userId: string): NamedItems {
  const T = tableName();
  return {
    role: { Delete: { TableName: T, Key: roleKeys.userRole(userId, ADMIN), ConditionExpression: 'attribute_exists(pk)' } },
    adminCount: {
      Update: {
        TableName: T,
        Key: roleKeys.adminCount,
        UpdateExpression: 'ADD #count :minusOne',
        ConditionExpression: '#count > :one',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minusOne': -1, ':one': 1 },
      },
    },
  };
}

/** NotFoundError('admin') when the user was no admin, LastAdminError for the last one; else the error itself. */
export function revokeFailure(error: unknown): unknown {
  if (error instanceof TransactionCancelled) {
    if (error.failed('role')) return new NotFoundError('admin');
    if (error.failed('adminCount')) return new LastAdminError();
  }
  return error;
}

/**
 * An erased account's admin role goes, and the count with it, even when it was the last admin (the
 * configured admin addresses grant the role again at sign-in). Nothing when it held none.
 */
export async function removeErasedAccountRole(userId: string): Promise<void> {
  if (!(await isAdmin(userId))) return;
  await ensureAdminCount();
  try {
    await transactWrite({
      role: revokeAdminItems(userId).role,
      adminCount: { Update: { TableName: tableName(), Key: roleKeys.adminCount, UpdateExpression: 'ADD #count :minusOne', ExpressionAttributeNames: { '#count': 'count' }, ExpressionAttributeValues: { ':minusOne': -1 } } },
    });
  } catch (error) {
    if (!(error instanceof TransactionCancelled && error.failed('role'))) throw error;
  }
}

export async function getAdminRole(userId: string): Promise<UserRole | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: roleKeys.userRole(userId, ADMIN), ConsistentRead: true }));
  return result.Item ? fromItem<UserRole>(result.Item) : null;
}

export async function isAdmin(userId: string): Promise<boolean> {
  return (await getAdminRole(userId)) !== null;
}

/**
 * Removes the admin role. Returns whether the user was an admin. Throws LastAdminError rather
 * than remove the last admin.
 */
export async function revokeAdmin(userId: string): Promise<boolean> {
  await ensureAdminCount();
  try {
    await withRetry(RETRY_POLICIES.creation, () => transactWrite(revokeAdminItems(userId)));
    return true;
  } catch (error) {
    const failure = revokeFailure(error);
    if (failure instanceof NotFoundError) return false;
    throw failure;
  }
}

export interface AdminRow extends UserRole {
  /** The admin's profile essentials; null if the profile is gone. */
  readonly profile: Pick<Profile, 'displayName' | 'username' | 'avatarUrl'> | null;
}

/** Current administrators, newest granted first, with display name, username and avatar. */
export async function listAdmins(options: PageOptions = {}): Promise<Page<AdminRow>> {
  const partition = roleKeys.rolePartition(ADMIN);
  const page = await queryPage(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
    },
    { gsi1pk: partition },
    options,
    (item) => fromItem<UserRole>(item),
  );
  const profiles = await batchGet(
    page.items.map((role) => profileKeys.profile(role.userId)),
    ['id', 'displayName', 'username', 'avatarUrl'],
  );
  const byId = new Map(profiles.map((item) => [item.id as string, item]));
  return {
    cursor: page.cursor,
    items: page.items.map((role) => {
      const profile = byId.get(role.userId);
      return {
        ...role,
        profile: profile
          ? { displayName: profile.displayName as string, username: profile.username as string, avatarUrl: (profile.avatarUrl as string | null) ?? null }
          : null,
      };
    }),
  };
}
