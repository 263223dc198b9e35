// Whether a signed-in session still counts, and whether it is recent (docs/identity.md), by the
// identity provider's clock, never the business clock. Signing a person out everywhere ends every
// token issued until then (`iat`): the user pool revokes their refresh tokens at the same moment,
// so no token is issued after it but by signing in again. A recent sign-in is the token's
// `auth_time` (when the person last signed in, kept when the token is renewed).
import { RECENT_SIGN_IN_S } from '../../domain/constants';
import type { SessionUser } from '../../domain/entities';
import { identityClock } from '../clock';
import type { AccountStanding } from '../data/profiles/account-status';

/**
 * Whether the caller's token is of a session that is over: issued before the account's sessions
 * were ended (the person was signed out everywhere), or not saying when, or the account is being erased.
 */
export function sessionEnded(caller: Pick<SessionUser, 'issuedAt'>, standing: AccountStanding): boolean {
  if (standing.closed) return true;
  if (!standing.sessionsEndedAt) return false;
  return caller.issuedAt === null || caller.issuedAt * 1000 <= Date.parse(standing.sessionsEndedAt);
}

/** Signed in (not merely renewed) within RECENT_SIGN_IN_S. */
export function signedInRecently(caller: Pick<SessionUser, 'authTime'>): boolean {
  return caller.authTime !== null && identityClock.nowSeconds() - caller.authTime <= RECENT_SIGN_IN_S;
}

/** The time, on the identity provider's clock, at and before which the sessions of now are over. */
export const sessionsEndNow = (): string => new Date(identityClock.nowSeconds() * 1000).toISOString();
