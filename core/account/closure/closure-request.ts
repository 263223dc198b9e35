// A person closes their account, or keeps it by signing in again (docs/data-rights.md, "Closing
// the account"). Asking needs a recent sign-in (the route says so) and the username typed out; the
// account then closes ACCOUNT_CLOSURE_GRACE_DAYS later (core/account/closure/account-erasure.ts).
// At once: the person is signed out everywhere (the user pool revokes their refresh tokens, then
// every token issued until now is refused), everything public of theirs is hidden as a suspension
// hides it, their pending links pause, and a mail says when the account goes and how to keep it.
// Signing in before then and opening the app keeps it: every one of those effects is undone, and
// the app says so (the person is there to read it; the admin log records it).
import type { AccountClosure, AccountClosureBody } from '../../../domain/api/account';
import { ACCOUNT_CLOSURE_GRACE_DAYS, DAY_MS } from '../../../domain/constants';
import type { Profile, SessionUser } from '../../../domain/entities';
import { accountClosure as m } from '../../../domain/messages/data-rights';
import { utcDay } from '../../../domain/messages/dates';
import { accountDisabler } from '../../admin/account-disabler';
import { clock } from '../../clock';
import { config } from '../../config';
import { DATA_REQUEST_ACTIONS } from '../../data/admin-log/data-request-actions';
import { recordAdminAction } from '../../data/admin-log/admin-log';
import { closureCancelItems, closureRequestItems } from '../../data/closures/closures';
import { TransactionCancelled } from '../../data/plumbing/transact';
import { rememberStanding, standingOf } from '../../data/profiles/account-status';
import { getProfile } from '../../data/profiles/profiles';
import { refreshOwnerPublicViews } from '../../data/read-models/public-refresh';
import { badRequest, conflict, forbidden, notFound, rateLimited, unavailable } from '../../errors';
import { sessionsEndNow } from '../../identity/sessions';
import { createLogger } from '../../log';
import { accountClosingMail } from '../../mail/closure-mails';
import { sendMailOrLog } from '../../mail/mailer';

const log = createLogger({ component: 'account-closure' });

/** Closure requests a day: a person who closes and keeps their account by turns is told to wait. */
export const MAX_CLOSURE_REQUESTS_PER_DAY = 3;

const signInUrl = () => `${config().publicOrigin}/auth`;

export async function requestAccountClosure(userId: string, body: AccountClosureBody): Promise<AccountClosure> {
  const profile = await getProfile(userId);
  if (!profile) throw notFound();
  if (profile.closingSince) throw conflict(m.alreadyClosing);
  if (body.confirmUsername.trim().toLowerCase() !== profile.username.toLowerCase()) throw badRequest(m.confirmMismatch, { confirmUsername: [m.confirmMismatch] });
  const requestedAt = clock.nowIso();
  const askedBefore = profile.closureRequests ?? null;
  if (askedBefore?.day === requestedAt.slice(0, 10) && askedBefore.count >= MAX_CLOSURE_REQUESTS_PER_DAY) throw rateLimited(m.tooMany);
  const closesAt = new Date(Date.parse(requestedAt) + ACCOUNT_CLOSURE_GRACE_DAYS * DAY_MS).toISOString();
  // First no session can be renewed, then every token issued until now is refused: a failure here changes nothing.
  await accountDisabler().signOutEverywhere(userId).catch((error: unknown) => {
    log.error('user pool sign-out failed; the account is not closed', { userId, error });
    throw unavailable(m.failed);
  });
  const sessionsEndedAt = sessionsEndNow();
  const items = closureRequestItems({ userId, requestedAt, closesAt, deleteLinkedinPosts: body.deleteLinkedinPosts, sessionsEndedAt, askedBefore });
  try {
    await recordAdminAction({ action: DATA_REQUEST_ACTIONS.accountClosureAsked, actor: userId, target: `user:${userId}`, at: requestedAt, details: { closesAt, deleteLinkedinPosts: body.deleteLinkedinPosts } }, items);
  } catch (error) {
    // Closing already (a second tab), or asked again meanwhile: read again.
    if (error instanceof TransactionCancelled && error.failed('profile')) throw conflict(m.alreadyClosing);
    throw error;
  }
  const closing: Profile = { ...profile, closingSince: requestedAt, closesAt, sessionsEndedAt };
  rememberStanding(userId, standingOf(closing));
  await refreshViews(userId);
  if (profile.email) {
    await sendMailOrLog(accountClosingMail({ to: profile.email, name: profile.displayName, erasedOn: utcDay(closesAt), signInUrl: signInUrl(), deletesLinkedinPosts: body.deleteLinkedinPosts }), log, 'closure mail', { userId });
  }
  return { requestedAt, closesAt, deleteLinkedinPosts: body.deleteLinkedinPosts };
}

/**
 * The person opened the app while their account was closing: it stays open if they signed in again
 * after the closure (the token's `auth_time`, not a renewed token's `iat`), which the transaction
 * checks too. Anything else is refused (403 `account_closing`); once the erasure has begun
 * (closedAt) nothing keeps it. Returns the profile as it is now.
 */
export async function keepClosingAccount(profile: Profile, caller: Pick<SessionUser, 'authTime'>): Promise<{ profile: Profile; kept: boolean }> {
  const { closingSince, closesAt, sessionsEndedAt } = profile;
  if (!closingSince || !closesAt) return { profile, kept: false };
  const signedInAt = caller.authTime === null ? null : new Date(caller.authTime * 1000).toISOString();
  if (profile.closedAt || !signedInAt || !sessionsEndedAt || signedInAt <= sessionsEndedAt) throw forbidden(m.closing, 'account_closing');
  try {
    await recordAdminAction(
      { action: DATA_REQUEST_ACTIONS.accountClosureCancelled, actor: profile.id, target: `user:${profile.id}`, details: { closingSince } },
      closureCancelItems({ userId: profile.id, requestedAt: closingSince, closesAt }, signedInAt),
    );
  } catch (error) {
    // Kept by another call meanwhile (read again), or its erasure began (refused).
    if (error instanceof TransactionCancelled && error.failed('profile')) {
      const now = await getProfile(profile.id);
      if (now && !now.closingSince) return { profile: now, kept: false };
      throw forbidden(m.closing, 'account_closing');
    }
    throw error;
  }
  const kept: Profile = { ...profile, closingSince: null, closesAt: null };
  rememberStanding(profile.id, standingOf(kept));
  await refreshViews(profile.id);
  return { profile: kept, kept: true };
}

/**
 * The owner's public views after a closure or its cancellation, tried twice: what failed is logged
 * as an error (the request stands; the views follow at the owner's next change of a proof or profile).
 */
async function refreshViews(userId: string): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      return await refreshOwnerPublicViews(userId);
    } catch (error) {
      if (attempt === 2) log.error('public views not refreshed after a closure change', { userId, error });
    }
  }
}
