// The share dialog's three checks (spec sections 3 and 7): linkedin-verify-post,
// linkedin-diagnose and linkedin-debug-account. Each says what is true, including what LinkedIn
// will not tell an app: reading a post back needs r_member_social, which LinkedIn restricts.
import type { DebugResult, DiagnoseResult, TokenStatus, VerifyPostResult } from '../../domain/api/linkedin';
import { POSTING_SCOPE } from '../../domain/constants';
import { linkedinChecks, linkedinFailures } from '../../domain/messages/linkedin';
import { sharing } from '../../domain/messages/sharing';
import { clock } from '../clock';
import { getLinkedinToken } from '../data/linkedin/linkedin-tokens';
import { listRecentShares } from '../data/linkedin/linkedin-shares';
import { conflict } from '../errors';
import { linkedinClientSecret } from './client-secret';
import { liveConnection, markDisconnected } from './connection';
import { getPost, introspect, legacyProfile, LinkedinError, userInfo, versionedProbe } from './linkedin-client';

const HOUR_MS = 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * HOUR_MS;
const RECENT_POSTS = 10;

const describe = (error: unknown): string => (error instanceof LinkedinError ? `${error.status ?? 'no answer'}${error.code ? ` ${error.code}` : ''}: ${error.message}` : String(error));

export async function verifyPost(userId: string, shareUrn: string): Promise<VerifyPostResult> {
  const shares = await listRecentShares(userId, 50);
  if (shares.length === 0) return { verified: false, message: sharing.noRecentPost, webUrl: null };
  const share = shares.find((candidate) => candidate.shareUrn === shareUrn);
  // Only posts this product made for this person are looked up.
  if (!share) return { verified: false, message: sharing.postNotFound, webUrl: null };
  const connection = await liveConnection(userId);
  if (!connection) throw conflict(sharing.notConnected, 'linkedin_not_connected');
  try {
    const post = await getPost(connection.accessToken, shareUrn);
    const created = post.publishedAt ?? post.createdAt;
    return {
      verified: true,
      message: linkedinChecks.verified,
      post: { status: post.lifecycleState, visibility: post.visibility, created: created ? new Date(created).toISOString() : undefined },
      webUrl: share.webUrl,
    };
  } catch (error) {
    if (!(error instanceof LinkedinError)) throw error;
    if (error.status === 403) return { verified: false, message: linkedinChecks.verifyForbidden, webUrl: share.webUrl };
    if (error.status === 404) return { verified: false, message: sharing.postNotFound, webUrl: share.webUrl };
    if (error.status === 401) {
      await markDisconnected(userId);
      return { verified: false, message: linkedinFailures[401], webUrl: share.webUrl };
    }
    return { verified: false, message: linkedinFailures.unavailable, webUrl: share.webUrl };
  }
}

export async function diagnose(userId: string): Promise<DiagnoseResult> {
  const stored = await getLinkedinToken(userId);
  if (!stored) return { connected: false, tokenStatus: 'missing', hoursUntilExpiry: null, ugcCapability: false, hasRequiredScope: false, error: sharing.notConnected };
  const connection = await liveConnection(userId);
  if (!connection) return { connected: false, tokenStatus: 'invalid', hoursUntilExpiry: null, ugcCapability: false, hasRequiredScope: false, error: linkedinFailures[401] };

  let tokenStatus: TokenStatus = 'active';
  let expiresAtMs = new Date(connection.expiresAt).getTime();
  let scopes = connection.scopes;
  let error: string | undefined;
  try {
    const info = await introspect(connection.accessToken, await linkedinClientSecret());
    if (info.expiresAt) expiresAtMs = info.expiresAt * 1000;
    if (info.scopes.length) scopes = info.scopes;
    if (!info.active) tokenStatus = info.status === 'revoked' ? 'revoked' : info.status === 'expired' || expiresAtMs <= clock.now().getTime() ? 'expired' : 'invalid';
  } catch (caught) {
    error = `Token introspection failed (${describe(caught)})`;
  }

  let ugcCapability = false;
  let ugcError: string | undefined;
  if (tokenStatus === 'active') {
    try {
      await versionedProbe(connection.accessToken, `urn:li:person:${connection.personId}`);
      ugcCapability = true;
    } catch (caught) {
      const status = caught instanceof LinkedinError ? caught.status : null;
      ugcError = status === 426 || status === 429 || status === 401 || status === 403 ? `${linkedinFailures[status]} (${describe(caught)})` : describe(caught);
      if (status === 401) tokenStatus = 'expired';
    }
  }
  if (tokenStatus === 'expired' || tokenStatus === 'revoked') await markDisconnected(userId);

  let hint: string | undefined;
  try {
    await legacyProfile(connection.accessToken);
  } catch {
    hint = sharing.diagnosticsNeedsDeveloperAccess;
  }
  return {
    connected: tokenStatus === 'active',
    tokenStatus,
    hoursUntilExpiry: Math.floor((expiresAtMs - clock.now().getTime()) / HOUR_MS),
    ugcCapability,
    hasRequiredScope: scopes.includes(POSTING_SCOPE),
    ...(error ? { error } : {}),
    ...(ugcError ? { ugcError } : {}),
    ...(hint ? { hint } : {}),
  };
}

export async function debugAccount(userId: string): Promise<DebugResult> {
  const [stored, shares] = await Promise.all([getLinkedinToken(userId), listRecentShares(userId, RECENT_POSTS)]);
  const recentPosts = { elements: shares.map(({ recognitionId: proofId, proofNumber, shareUrn, webUrl, sharedAt }) => ({ recognitionId: proofId, proofNumber, shareUrn, webUrl, sharedAt })) };
  const recommendations: string[] = [];
  if (!stored) {
    recommendations.push(linkedinChecks.recommendations.connect);
    return { debug: { recommendations, tokenInfo: null, profile: null, recentPosts, ugcPosts: { elements: [] } } };
  }
  const tokenInfo = { expires: stored.expiresAt, scope: stored.scope, personId: stored.personId };
  const connection = await liveConnection(userId);
  let profile: DebugResult['debug']['profile'] = null;
  if (connection) {
    try {
      const member = await userInfo(connection.accessToken);
      profile = { localizedFirstName: member.givenName, localizedLastName: member.familyName };
    } catch (error) {
      if (error instanceof LinkedinError && error.status === 401) {
        await markDisconnected(userId);
        recommendations.push(linkedinChecks.recommendations.reconnect);
      }
    }
  } else {
    recommendations.push(linkedinChecks.recommendations.reconnect);
  }
  if (!stored.scope.split(/\s+/).includes(POSTING_SCOPE)) recommendations.push(linkedinChecks.recommendations.missingScope);
  if (new Date(stored.expiresAt).getTime() - clock.now().getTime() < WEEK_MS) recommendations.push(linkedinChecks.recommendations.expiresSoon);
  if (recommendations.length === 0) recommendations.push(linkedinChecks.recommendations.healthy);
  return { debug: { recommendations, tokenInfo, profile, recentPosts, ugcPosts: { elements: [] } } };
}
