// Suspending and restoring an account. A suspension is the profile's `suspendedAt`: from then on
// the handler chain refuses the user's signed-in calls (403), the public pages treat their
// portfolio, projects and proofs as not found, and their pending validation links are paused
// (the portal says so); the sign-in in front of the product refuses them (account-disabler.ts);
// their live-update connections are closed and refused (lambdas/realtime: the profile's stream
// record reaches the notifier, the authorizer reads suspendedAt).
// Restoring removes `suspendedAt`, which undoes all of it: nothing else was changed. Both are
// written in the same transaction as their admin log entry.
import type { Profile } from '../../domain/entities';
import { admin as messages } from '../../domain/messages';
import { clock } from '../clock';
import { tableName } from '../data/client';
import { getProfile } from '../data/profiles';
import { keys } from '../data/keys';
import { TransactionCancelled } from '../data/transact';
import { badRequest, conflict, notFound } from '../errors';
import { accountDisabler, type AccountDisabler } from './account-disabler';
import { recordAdminAction } from './admin-log';
import { refreshOwnerPublicViews } from '../data/public-refresh';

/** Suspends a user (not oneself) for `reason`. Sign-in is stopped first, so a retry after a failure is safe. */
export async function suspendUser(userId: string, actorId: string, reason: string, disabler: AccountDisabler = accountDisabler()): Promise<Profile> {
  if (userId === actorId) throw badRequest('You cannot suspend your own account');
  const profile = await getProfile(userId);
  if (!profile) throw notFound(messages.userNotFound);
  if (profile.suspendedAt) throw conflict(messages.alreadySuspended);
  await disabler.disable(userId);
  const suspendedAt = clock.nowIso();
  try {
    await recordAdminAction(
      { action: 'suspend-user', actor: actorId, target: `user:${userId}`, reason, at: suspendedAt },
      {
        profile: {
          Update: {
            TableName: tableName(),
            Key: keys.profile(userId),
            UpdateExpression: 'SET suspendedAt = :at',
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(suspendedAt) OR suspendedAt = :none)',
            ExpressionAttributeValues: { ':at': suspendedAt, ':none': null },
          },
        },
      },
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed('profile')) throw conflict(messages.alreadySuspended);
    throw error;
  }
  // The public read model drops the owner's pages and proofs (too many items for the same transaction).
  await refreshOwnerPublicViews(userId);
  return { ...profile, suspendedAt };
}

/** Restores a suspended user. Sign-in comes back first, then everything the suspension hid. */
export async function restoreUser(userId: string, actorId: string, reason: string, disabler: AccountDisabler = accountDisabler()): Promise<Profile> {
  const profile = await getProfile(userId);
  if (!profile) throw notFound(messages.userNotFound);
  if (!profile.suspendedAt) throw conflict(messages.notSuspended);
  await disabler.enable(userId);
  try {
    await recordAdminAction(
      { action: 'restore-user', actor: actorId, target: `user:${userId}`, reason, details: { suspendedAt: profile.suspendedAt } },
      {
        profile: {
          Update: {
            TableName: tableName(),
            Key: keys.profile(userId),
            UpdateExpression: 'REMOVE suspendedAt',
            ConditionExpression: 'attribute_exists(suspendedAt) AND suspendedAt <> :none',
            ExpressionAttributeValues: { ':none': null },
          },
        },
      },
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed('profile')) throw conflict(messages.notSuspended);
    throw error;
  }
  await refreshOwnerPublicViews(userId);
  return { ...profile, suspendedAt: null };
}
