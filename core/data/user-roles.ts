// Admin roles. A role item lives under its user (GetItem answers "is this user an admin?") and
// on the role list index (newest granted first). Granting is a conditional put, so a second
// grant fails with AlreadyExistsError('admin') even when two admins click at once.
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Profile, UserRole } from '../../domain/entities';
import { clock } from '../clock';
import { db, tableName } from './client';
import { AlreadyExistsError, NotFoundError } from './errors';
import { batchGet, fromItem, queryPage, type Page, type PageOptions } from './items';
import { canonicalIso, ITEM_TYPES, keys } from './keys';
import { RETRY_POLICIES, withRetry } from './retry';
import { TransactionCancelled, transactWrite } from './transact';

const ADMIN = 'admin' as const;

export interface GrantAdminInput {
  readonly userId: string;
  /** The admin who granted it; null for the bootstrap grant. */
  readonly grantedBy: string | null;
  readonly grantedAt?: string;
}

/**
 * Makes an existing user an admin. Throws NotFoundError('profile') when there is no such user,
 * AlreadyExistsError('admin') when the user already is one.
 */
export async function grantAdmin(input: GrantAdminInput): Promise<UserRole> {
  const role: UserRole = {
    id: randomUUID(),
    userId: input.userId,
    role: ADMIN,
    grantedAt: canonicalIso(input.grantedAt ?? clock.nowIso()),
    grantedBy: input.grantedBy,
  };
  const T = tableName();
  try {
    await withRetry(RETRY_POLICIES.creation, () =>
      transactWrite({
        role: {
          Put: {
            TableName: T,
            Item: { ...role, ...keys.userRole(role.userId, ADMIN), ...keys.roleList(ADMIN, role.grantedAt, role.userId), type: ITEM_TYPES.userRole },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        profile: { ConditionCheck: { TableName: T, Key: keys.profile(role.userId), ConditionExpression: 'attribute_exists(pk)' } },
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled) {
      if (error.failed('role')) throw new AlreadyExistsError('admin');
      if (error.failed('profile')) throw new NotFoundError('profile');
    }
    throw error;
  }
  return role;
}

export async function getAdminRole(userId: string): Promise<UserRole | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.userRole(userId, ADMIN), ConsistentRead: true }));
  return result.Item ? fromItem<UserRole>(result.Item) : null;
}

export async function isAdmin(userId: string): Promise<boolean> {
  return (await getAdminRole(userId)) !== null;
}

/** Removes the admin role. Returns whether the user was an admin. */
export async function revokeAdmin(userId: string): Promise<boolean> {
  const result = await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.userRole(userId, ADMIN), ReturnValues: 'ALL_OLD' }));
  return result.Attributes !== undefined;
}

export interface AdminRow extends UserRole {
  /** The admin's profile essentials; null if the profile is gone. */
  readonly profile: Pick<Profile, 'displayName' | 'username' | 'avatarUrl'> | null;
}

/** Current administrators, newest granted first, with display name, username and avatar. */
export async function listAdmins(options: PageOptions = {}): Promise<Page<AdminRow>> {
  const partition = keys.rolePartition(ADMIN);
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
    page.items.map((role) => keys.profile(role.userId)),
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
