// Whether a signed-in session still counts, and whether it is recent (docs/identity.md). A session
// is known by when the person signed in at the identity provider (the token's `auth_time`, kept
// when the token is renewed), compared with that provider's clock, never the business clock.
import { RECENT_SIGN_IN_S } from '../../domain/constants';
import type { SessionUser } from '../../domain/entities';
import { identityClock } from '../clock';
import type { AccountStanding } from '../data/profiles/account-status';

/**
 * Whether the caller's session is over: it began before the account's sessions were ended (the
 * person was signed out everywhere) or cannot say when it began, or the account is being erased.
 */
export function sessionEnded(caller: Pick<SessionUser, 'authTime'>, standing: AccountStanding): boolean {
  if (standing.closed) return true;
  if (!standing.sessionsEndedAt) return false;
  return caller.authTime === null || caller.authTime * 1000 <= Date.parse(standing.sessionsEndedAt);
}

/** Signed in (not merely renewed) within RECENT_SIGN_IN_S. */
export function signedInRecently(caller: Pick<SessionUser, 'authTime'>): boolean {
  return caller.authTime !== null && identityClock.nowSeconds() - caller.authTime <= RECENT_SIGN_IN_S;
}

/** The time, on the identity provider's clock, at and before which the sessions of now are over. */
export const sessionsEndNow = (): string => new Date(identityClock.nowSeconds() * 1000).toISOString();
