// Suspending and restoring an account (docs/suspension.md). A suspension is the profile's
// `suspendedAt` and a record of it (the reason given, by whom; core/data/suspensions/suspensions.ts): from
// then on the handler chain refuses the person's signed-in calls (403) except their own status and
// appeal, the public pages treat their portfolio, projects and proofs as not found, their pending
// validation links are paused (the portal says so), and their live-update connections are closed
// and refused (lambdas/realtime). They can still sign in, and see why and appeal.
// Restoring removes `suspendedAt`, which undoes all of it: nothing else was changed. Each is
// written in the same transaction as its admin log entry, and the person is e-mailed the
// statement of reasons (core/mail/suspension-mails.ts).
import type { Profile } from '../../domain/entities';
import { admin as messages } from '../../domain/messages/admin';
import { appealQueue } from '../../domain/messages/suspension';
import { clock } from '../clock';
import { config } from '../config';
import { ConflictError } from '../data/plumbing/errors';
import { getProfile } from '../data/profiles/profiles';
import { refreshOwnerPublicViews } from '../data/read-models/public-refresh';
import { RETRY_POLICIES, withRetry } from '../data/plumbing/retry';
import { appealDecisionUpdate, getAppeal, getSuspension, profileRestoreUpdate, profileSuspendUpdate, suspensionEndUpdate, suspensionPut } from '../data/suspensions/suspensions';
import { TransactionCancelled } from '../data/plumbing/transact';
import { badRequest, conflict, notFound } from '../errors';
import { createLogger } from '../log';
import { sendMailOrLog, type Mail } from '../mail/mailer';
import { accountRestoredMail, accountSuspendedMail } from '../mail/suspension-mails';
import { accountDisabler, type AccountDisabler } from './account-disabler';
import { recordAdminAction } from '../data/admin-log/admin-log';

const log = createLogger({ component: 'suspension' });

/** Mails the person; a mail that fails is logged and the action stands (sendMailOrLog). */
export async function tellPerson(userId: string, mail: Mail | null): Promise<void> {
  if (mail) await sendMailOrLog(mail, log, 'suspension mail', { userId });
}

const person = (profile: Profile) => (profile.email ? { to: profile.email, name: profile.displayName, origin: config().publicOrigin } : null);

/** Suspends a user (not oneself) for `reason`, which they are told. */
export async function suspendUser(userId: string, actorId: string, reason: string): Promise<Profile> {
  if (userId === actorId) throw badRequest('You cannot suspend your own account');
  const profile = await getProfile(userId);
  if (!profile) throw notFound(messages.userNotFound);
  if (profile.suspendedAt) throw conflict(messages.alreadySuspended);
  const suspendedAt = clock.nowIso();
  try {
    await recordAdminAction(
      { action: 'suspend-user', actor: actorId, target: `user:${userId}`, reason, at: suspendedAt },
      {
        profile: profileSuspendUpdate(userId, suspendedAt),
        suspension: suspensionPut({ userId, suspendedAt, suspendedBy: actorId, reason }),
      },
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed('profile')) throw conflict(messages.alreadySuspended);
    throw error;
  }
  // The public read model drops the owner's pages and proofs (too many items for the same transaction).
  await refreshOwnerPublicViews(userId);
  const to = person(profile);
  await tellPerson(userId, to && accountSuspendedMail({ ...to, suspendedAt, reason }));
  return { ...profile, suspendedAt };
}

export interface RestoreOptions {
  /** The appeal this restore decides: refused (409) unless it is the suspension's open appeal. */
  readonly appealId?: string;
  /** Lets an account disabled at sign-in by an earlier version of suspensions sign in again. */
  readonly disabler?: AccountDisabler;
}

export interface Restored {
  readonly profile: Profile;
  readonly restoredAt: string;
  /** The open appeal the restore decided, if the suspension had one. */
  readonly appealId: string | null;
}

/**
 * Restores a suspended user. An open appeal of the suspension is decided by it (restored), in the
 * same transaction; an appeal sent while the restore was under way makes it read again.
 */
export async function restoreUser(userId: string, actorId: string, reason: string, options: RestoreOptions = {}): Promise<Restored> {
  const first = await getProfile(userId);
  if (!first) throw notFound(messages.userNotFound);
  if (!first.suspendedAt) throw conflict(messages.notSuspended);
  await (options.disabler ?? accountDisabler()).enable(userId);
  const restored = await withRetry(RETRY_POLICIES.suspension, async () => {
    const profile = await getProfile(userId);
    const suspendedAt = profile?.suspendedAt;
    if (!profile || !suspendedAt) throw conflict(messages.notSuspended);
    const record = await getSuspension(userId, suspendedAt);
    const appeal = record?.appealId ? await getAppeal(record.appealId) : null;
    const open = appeal?.state === 'open' ? appeal : null;
    if (options.appealId !== undefined && open?.id !== options.appealId) throw conflict(appealQueue.alreadyDecided);
    const restoredAt = clock.nowIso();
    try {
      await recordAdminAction(
        { action: 'restore-user', actor: actorId, target: `user:${userId}`, reason, at: restoredAt, details: { suspendedAt, ...(open ? { appealId: open.id } : {}) } },
        {
          profile: profileRestoreUpdate(userId, suspendedAt),
          suspension: suspensionEndUpdate(userId, suspendedAt, { restoredAt, restoredBy: actorId, reason, appealId: record?.appealId ?? null }),
          appeal: open ? appealDecisionUpdate(open.id, { state: 'restored', decidedBy: actorId, decidedAt: restoredAt, note: reason }) : null,
        },
      );
    } catch (error) {
      // Restored (or suspended anew) meanwhile: read again, which answers 409 if it is not suspended.
      // An appeal sent or decided meanwhile: read again too.
      if (error instanceof TransactionCancelled && error.firstFailed('profile', 'suspension', 'appeal')) throw new ConflictError('suspension');
      throw error;
    }
    return { profile: { ...profile, suspendedAt: null }, restoredAt, appealId: open?.id ?? null };
  });
  await refreshOwnerPublicViews(userId);
  const to = person(restored.profile);
  await tellPerson(userId, to && accountRestoredMail({ ...to, restoredAt: restored.restoredAt, reason, afterAppeal: restored.appealId !== null }));
  return restored;
}
