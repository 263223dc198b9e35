// Connecting a member's LinkedIn account for posting (spec sections 4 and 7): the authorize URL
// with a state bound to the user, the callback that exchanges the code and stores the token
// encrypted, the connection's status, and disconnecting. Signing in (Cognito) never sets any of
// this: Cognito does not hand over LinkedIn's token, so only connecting can make posting work.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LinkedinStatus } from '../../domain/api/linkedin';
import { LINKEDIN_TOKEN_LIFETIME_MS, REQUIRED_LINKEDIN_SCOPES } from '../../domain/constants';
import type { LinkedinToken, Profile } from '../../domain/entities';
import { connectionState } from '../../domain/rules/connection-state';
import { clock } from '../clock';
import { config } from '../config';
import { deleteLinkedinToken, getLinkedinToken, putLinkedinToken } from '../data/linkedin/linkedin-tokens';
import { consumeOauthState, putOauthState } from '../data/linkedin/linkedin-oauth-states';
import { rememberIdentities } from '../data/profiles/identity-sets';
import { getProfile, updateProfile } from '../data/profiles/profiles';
import { logger } from '../log';
import { linkedinClientSecret } from './client-secret';
import { exchangeCode, LinkedinError, userInfo } from './linkedin-client';
import { scheduleExpiryReminders } from './expiry-reminders';
import { tokenCipher } from './token-cipher';

/** How long an authorize URL can be used. */
export const OAUTH_STATE_LIFETIME_MS = 10 * 60 * 1000;
export const CONNECT_SCOPES = REQUIRED_LINKEDIN_SCOPES.join(' ');

const log = logger.child({ component: 'linkedin-connection' });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The cookie that ties an authorization to the browser that started it (sent only to the callback). */
export const CONNECT_COOKIE = 'provenly_linkedin_connect';

export interface StartedConnect {
  readonly authUrl: string;
  /** The Set-Cookie value for the starting browser. */
  readonly cookie: string;
}

/**
 * The authorize URL. Its state names the user; a nonce in a cookie of the browser that asked
 * must come back with it, so an authorize link started by someone else and opened by a victim
 * cannot connect the victim's LinkedIn to the other person's account.
 */
export async function startConnect(userId: string): Promise<StartedConnect> {
  const { oauthBase, clientId, redirectUri } = config().linkedin;
  if (!clientId) throw new Error('LINKEDIN_CLIENT_ID is not configured');
  const state = randomBytes(32).toString('base64url');
  const nonce = randomBytes(32).toString('base64url');
  await putOauthState(sha256(state), { userId, browserHash: sha256(nonce) }, new Date(clock.now().getTime() + OAUTH_STATE_LIFETIME_MS));
  const params = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: redirectUri, state, scope: CONNECT_SCOPES });
  return { authUrl: `${oauthBase}/authorization?${params.toString()}`, cookie: connectCookie(nonce, OAUTH_STATE_LIFETIME_MS / 1000) };
}

/** The cookie, scoped to the callback path; `maxAgeSeconds` 0 clears it. */
export function connectCookie(value: string, maxAgeSeconds: number): string {
  const secure = config().publicOrigin.startsWith('https:') ? '; Secure' : '';
  return `${CONNECT_COOKIE}=${value}; Path=${new URL(config().linkedin.redirectUri).pathname}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

export type CallbackOutcome = { readonly ok: true; readonly userId: string } | { readonly ok: false; readonly error: string };

export const CALLBACK_ERRORS = {
  invalidState: 'This connection link is invalid, expired or already used. Please try connecting again.',
  otherBrowser: 'This connection was started in another browser. Please try connecting again from Provenly.',
  declined: 'LinkedIn access was not granted. Please try again and allow access.',
  exchangeFailed: 'LinkedIn did not confirm the connection. Please try again.',
} as const;

/**
 * LinkedIn's redirect after the member answered. The state must be one we issued, unused and
 * unexpired (it names the user), and come back to the browser that asked for it. Anything else
 * changes nothing.
 */
export async function completeConnect(query: { code?: string; state?: string; error?: string }, browserNonce: string | null): Promise<CallbackOutcome> {
  if (!query.state) return { ok: false, error: CALLBACK_ERRORS.invalidState };
  const pending = await consumeOauthState(sha256(query.state));
  if (!pending) return { ok: false, error: CALLBACK_ERRORS.invalidState };
  if (!browserNonce || !timingSafeEqual(Buffer.from(sha256(browserNonce)), Buffer.from(pending.browserHash))) return { ok: false, error: CALLBACK_ERRORS.otherBrowser };
  const { userId } = pending;
  if (query.error || !query.code) return { ok: false, error: CALLBACK_ERRORS.declined };
  try {
    const grant = await exchangeCode(query.code, await linkedinClientSecret());
    const member = await userInfo(grant.accessToken);
    const lifetime = grant.expiresInSeconds > 0 ? Math.min(grant.expiresInSeconds * 1000, LINKEDIN_TOKEN_LIFETIME_MS) : LINKEDIN_TOKEN_LIFETIME_MS;
    const expiresAt = new Date(clock.now().getTime() + lifetime).toISOString();
    await storeConnection(userId, { accessToken: grant.accessToken, scopes: grant.scopes, expiresAt, personId: member.sub });
    // The member connected for posting is the owner's, whoever it is, for every co-signing rule.
    await rememberIdentities(userId, { linkedinMembers: [member.sub], addresses: [member.email] });
    return { ok: true, userId };
  } catch (error) {
    log.warn('LinkedIn connection failed', { userId, status: error instanceof LinkedinError ? error.status : null, code: error instanceof LinkedinError ? error.code : null });
    return { ok: false, error: CALLBACK_ERRORS.exchangeFailed };
  }
}

/** Encrypts and stores the token, marks the profile connected with the granted scopes. */
export async function storeConnection(userId: string, grant: { accessToken: string; scopes: readonly string[]; expiresAt: string; personId: string }): Promise<void> {
  const ciphertext = await tokenCipher().encrypt(grant.accessToken, userId);
  const scopes = [...new Set(grant.scopes)];
  await putLinkedinToken({ userId, accessToken: ciphertext, kind: 'marketing', scope: scopes.join(' '), expiresAt: grant.expiresAt, personId: grant.personId });
  await updateProfile(userId, { linkedinConnected: true, linkedinProfileId: grant.personId, linkedinScopes: scopes });
  await scheduleExpiryReminders(userId, grant.expiresAt);
}

/** A usable connection: the token decrypted, for the server's calls to LinkedIn only. */
export interface LiveConnection {
  readonly accessToken: string;
  readonly personId: string;
  readonly scopes: readonly string[];
  readonly expiresAt: string;
}

/**
 * The user's unexpired marketing token; a legacy token kept on the profile is first moved into a
 * marketing token valid 60 days (spec section 4). Null when there is neither.
 */
export async function liveConnection(userId: string): Promise<LiveConnection | null> {
  const stored = (await getLinkedinToken(userId)) ?? (await migrateLegacyToken(userId));
  if (!stored) return null;
  try {
    return { accessToken: await tokenCipher().decrypt(stored.accessToken, userId), personId: stored.personId, scopes: stored.scope.split(/\s+/).filter(Boolean), expiresAt: stored.expiresAt };
  } catch {
    // A token this key cannot read (another key, another user's item) is no connection.
    log.warn('stored LinkedIn token does not decrypt; forgetting it', { userId });
    await markDisconnected(userId);
    return null;
  }
}

async function migrateLegacyToken(userId: string): Promise<LinkedinToken | null> {
  const profile = await getProfile(userId);
  if (!profile?.linkedinAccessTokenEncrypted || !profile.linkedinProfileId) return null;
  const token: LinkedinToken = {
    userId,
    accessToken: profile.linkedinAccessTokenEncrypted,
    kind: 'marketing',
    scope: profile.linkedinScopes.join(' '),
    expiresAt: new Date(clock.now().getTime() + LINKEDIN_TOKEN_LIFETIME_MS).toISOString(),
    personId: profile.linkedinProfileId,
  };
  await putLinkedinToken(token);
  await updateProfile(userId, { linkedinAccessTokenEncrypted: null });
  return token;
}

export async function connectionStatus(userId: string): Promise<LinkedinStatus> {
  const stored = (await getLinkedinToken(userId)) ?? (await migrateLegacyToken(userId));
  if (!stored) {
    // An expired token leaves the profile saying connected: say what is true, and keep it true.
    const profile = await getProfile(userId);
    if (profile?.linkedinConnected) await updateProfile(userId, { linkedinConnected: false });
    return { state: 'notConnected', connected: false, scopes: [], expiresAt: null, personId: null };
  }
  const scopes = stored.scope.split(/\s+/).filter(Boolean);
  return { state: connectionState({ linkedinConnected: true, linkedinScopes: scopes }), connected: true, scopes, expiresAt: stored.expiresAt, personId: stored.personId };
}

/**
 * The profile with its connected flag true only while a posting token is live: a token that ran
 * out its 60 days turns the header's badge back to Not Connected on the next /api/me.
 */
export async function withLiveConnectionFlag(profile: Profile): Promise<Profile> {
  if (!profile.linkedinConnected || (await getLinkedinToken(profile.id)) || profile.linkedinAccessTokenEncrypted) return profile;
  return updateProfile(profile.id, { linkedinConnected: false });
}

/** Disconnect: the token is deleted and the profile says not connected. */
export async function disconnect(userId: string): Promise<LinkedinStatus> {
  await markDisconnected(userId);
  return { state: 'notConnected', connected: false, scopes: [], expiresAt: null, personId: null };
}

/** LinkedIn refused the token (expired, revoked, missing permission): forget it. */
export async function markDisconnected(userId: string): Promise<void> {
  await deleteLinkedinToken(userId);
  if (await getProfile(userId)) await updateProfile(userId, { linkedinConnected: false, linkedinScopes: [], linkedinAccessTokenEncrypted: null });
}
