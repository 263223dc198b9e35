// LinkedIn's HTTP API, as the product uses it: the OAuth token and introspection endpoints,
// /v2/userinfo, and the versioned /rest/ images and posts. Every /rest/ call carries
// LinkedIn-Version (from configuration) and X-Restli-Protocol-Version 2.0.0. A 5xx or a network
// error is tried again a bounded number of times with jittered backoff; everything else is
// reported as a LinkedinError with LinkedIn's status and code. Tokens are never logged.
import { config } from '../config';
import { backoff } from '../data/plumbing/retry';

export class LinkedinError extends Error {
  constructor(
    /** LinkedIn's HTTP status; null when it did not answer (timeout, network). */
    readonly status: number | null,
    /** LinkedIn's error code where it gives one: DUPLICATE_POST, NONEXISTENT_VERSION, EXPIRED_ACCESS_TOKEN… */
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'LinkedinError';
  }
}

/** Transient failures: at most this many attempts, full-jitter backoff between them. */
export const LINKEDIN_RETRY = { attempts: 3, baseMs: 100, capMs: 800 } as const;
const TIMEOUT_MS = 5_000;

export interface TokenGrant {
  readonly accessToken: string;
  readonly expiresInSeconds: number;
  /** Scopes as LinkedIn listed them (it separates them with commas). */
  readonly scopes: string[];
}

export interface Introspection {
  readonly active: boolean;
  readonly status: string | null;
  readonly expiresAt: number | null;
  readonly scopes: string[];
}

export interface UserInfo {
  readonly sub: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly email: string | null;
}

export type ImageStatus = 'WAITING_UPLOAD' | 'PROCESSING' | 'AVAILABLE' | 'PROCESSING_FAILED' | string;

export const splitScopes = (scope: unknown): string[] => (typeof scope === 'string' ? scope.split(/[\s,]+/).filter(Boolean) : []);

const rest = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  'linkedin-version': config().linkedin.apiVersion,
  'x-restli-protocol-version': '2.0.0',
  ...extra,
});

async function call(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    let response: Response | null = null;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      if (attempt + 1 >= LINKEDIN_RETRY.attempts) throw new LinkedinError(null, null, `LinkedIn did not answer (${(error as Error).name})`);
    }
    if (response && (response.status < 500 || attempt + 1 >= LINKEDIN_RETRY.attempts)) return response;
    await response?.body?.cancel();
    await backoff(attempt, LINKEDIN_RETRY);
  }
}

async function failure(response: Response): Promise<LinkedinError> {
  const text = await response.text().catch(() => '');
  let code: string | null = null;
  let message = text.slice(0, 500) || response.statusText;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const details = (body.errorDetails as { inputErrors?: { code?: string }[] } | undefined)?.inputErrors?.[0]?.code;
    code = (details ?? body.code ?? body.serviceErrorCode ?? body.error ?? null) as string | null;
    message = String(body.message ?? body.error_description ?? message);
  } catch {
    // not JSON: keep the text
  }
  return new LinkedinError(response.status, code === null ? null : String(code), message);
}

async function jsonOf<T>(response: Response): Promise<T> {
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}

export async function exchangeCode(code: string, clientSecret: string): Promise<TokenGrant> {
  const { oauthBase, clientId, redirectUri } = config().linkedin;
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId ?? '', client_secret: clientSecret });
  const answer = await jsonOf<{ access_token?: string; expires_in?: number; scope?: string }>(
    await call(`${oauthBase}/accessToken`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }),
  );
  if (!answer.access_token) throw new LinkedinError(null, null, 'LinkedIn answered without an access token');
  return { accessToken: answer.access_token, expiresInSeconds: Number(answer.expires_in ?? 0), scopes: splitScopes(answer.scope) };
}

export async function introspect(token: string, clientSecret: string): Promise<Introspection> {
  const { oauthBase, clientId } = config().linkedin;
  const body = new URLSearchParams({ client_id: clientId ?? '', client_secret: clientSecret, token });
  const answer = await jsonOf<{ active?: boolean; status?: string; expires_at?: number; scope?: string }>(
    await call(`${oauthBase}/introspectToken`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }),
  );
  return { active: answer.active === true, status: answer.status ?? null, expiresAt: typeof answer.expires_at === 'number' ? answer.expires_at : null, scopes: splitScopes(answer.scope) };
}

export async function userInfo(token: string): Promise<UserInfo> {
  const answer = await jsonOf<{ sub?: string; given_name?: string; family_name?: string; email?: string }>(
    await call(`${config().linkedin.apiBase}/v2/userinfo`, { headers: { authorization: `Bearer ${token}` } }),
  );
  if (!answer.sub) throw new LinkedinError(null, null, 'LinkedIn userinfo has no sub');
  return { sub: answer.sub, givenName: answer.given_name ?? '', familyName: answer.family_name ?? '', email: answer.email ?? null };
}

/** GET /v2/me: LinkedIn answers 403 to apps without its developer products; diagnostics only. */
export async function legacyProfile(token: string): Promise<void> {
  const response = await call(`${config().linkedin.apiBase}/v2/me`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw await failure(response);
  await response.body?.cancel();
}

export async function initializeImageUpload(token: string, ownerUrn: string): Promise<{ uploadUrl: string; image: string }> {
  const answer = await jsonOf<{ value?: { uploadUrl?: string; image?: string } }>(
    await call(`${config().linkedin.apiBase}/rest/images?action=initializeUpload`, {
      method: 'POST',
      headers: rest(token, { 'content-type': 'application/json' }),
      body: JSON.stringify({ initializeUploadRequest: { owner: ownerUrn } }),
    }),
  );
  if (!answer.value?.uploadUrl || !answer.value.image) throw new LinkedinError(null, null, 'LinkedIn did not give an upload URL');
  return { uploadUrl: answer.value.uploadUrl, image: answer.value.image };
}

export async function uploadImage(token: string, uploadUrl: string, bytes: Buffer, contentType: string): Promise<void> {
  const response = await call(uploadUrl, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body: new Uint8Array(bytes) });
  if (!response.ok) throw await failure(response);
  await response.body?.cancel();
}

export async function imageStatus(token: string, imageUrn: string): Promise<ImageStatus> {
  const answer = await jsonOf<{ status?: string }>(await call(`${config().linkedin.apiBase}/rest/images/${encodeURIComponent(imageUrn)}`, { headers: rest(token) }));
  return answer.status ?? 'PROCESSING';
}

/** POST /rest/posts: answers 201 with the post's URN only in x-restli-id. */
export async function createPost(token: string, post: Record<string, unknown>): Promise<string> {
  const response = await call(`${config().linkedin.apiBase}/rest/posts`, { method: 'POST', headers: rest(token, { 'content-type': 'application/json' }), body: JSON.stringify(post) });
  if (!response.ok) throw await failure(response);
  await response.body?.cancel();
  const urn = response.headers.get('x-restli-id');
  if (!urn) throw new LinkedinError(response.status, null, 'LinkedIn created the post but did not name it');
  return urn;
}

/**
 * DELETE /rest/posts/{urn}: 204, also for a post already gone (the Posts API's own words: the
 * delete is idempotent). Only the post's author may delete it.
 */
export async function deletePost(token: string, urn: string): Promise<void> {
  const response = await call(`${config().linkedin.apiBase}/rest/posts/${encodeURIComponent(urn)}`, { method: 'DELETE', headers: rest(token) });
  if (!response.ok) throw await failure(response);
  await response.body?.cancel();
}

export interface LinkedinPost {
  readonly lifecycleState?: string;
  readonly visibility?: string;
  readonly createdAt?: number;
  readonly publishedAt?: number;
}

export async function getPost(token: string, urn: string): Promise<LinkedinPost> {
  return jsonOf<LinkedinPost>(await call(`${config().linkedin.apiBase}/rest/posts/${encodeURIComponent(urn)}`, { headers: rest(token) }));
}

/**
 * A cheap versioned call that proves the token, the posting scope and the configured version
 * together: it asks for an image upload slot and never uses it. (Reading the member's posts would
 * need r_member_social, which the product cannot have.)
 */
export async function versionedProbe(token: string, personUrn: string): Promise<void> {
  await initializeImageUpload(token, personUrn);
}
