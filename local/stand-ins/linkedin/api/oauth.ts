// LinkedIn's three-legged OAuth for the posting token: /oauth/v2/authorization (sign-in when
// needed, then a consent screen, remembered per member and client), /oauth/v2/accessToken
// (client_secret_post, 60-day token, no refresh token) and /oauth/v2/introspectToken.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendHtml, sendJson } from '../../../http/respond';
import { consentPage } from '../sign-in/consent-page';
import { messagePage, signInPage, type SignInFormErrors, type SignInFormValues } from '../sign-in/pages';
import { MAX_HEADLINE, validate } from '../sign-in/sign-in-form';
import { redirect, readForm, type ApiContext } from './context';
import { sendOAuthError } from './errors';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens';

/** Scopes the local app is provisioned with (its LinkedIn products). */
export const PROVISIONED_SCOPES = ['openid', 'profile', 'email', 'w_member_social'];
const REQUEST_TTL_MS = 10 * 60 * 1000;

interface PendingRequest {
  id: string;
  redirectUri: string;
  state: string | null;
  scopes: string[];
  expiresAt: number;
  /** Set once the consent screen is shown to this member. */
  memberSub?: string;
}

export function createOAuthHandlers(ctx: ApiContext) {
  const pending = new Map<string, PendingRequest>();
  const loginAction = `${ctx.base}/oauth/v2/login`;
  const consentAction = `${ctx.base}/oauth/v2/consent`;

  const redirectAllowed = (uri: string): boolean => {
    if (ctx.client.redirectUris.length) return ctx.client.redirectUris.includes(uri);
    try {
      return new URL(uri).origin === ctx.origin;
    } catch {
      return false;
    }
  };

  const withParams = (uri: string, params: Record<string, string | null>): string => {
    const url = new URL(uri);
    for (const [key, value] of Object.entries(params)) if (value !== null) url.searchParams.set(key, value);
    return url.href;
  };

  const takePending = (id: string | null): PendingRequest | undefined => {
    const request = id ? pending.get(id) : undefined;
    if (!request || request.expiresAt <= Date.now()) return undefined;
    return request;
  };

  const expiredPage = (res: ServerResponse) =>
    sendHtml(res, 400, messagePage('Authorization expired', 'This authorization request has expired or is already finished. Go back and connect again.'));

  function finish(res: ServerResponse, request: PendingRequest, memberSub: string, scopes: string[]): void {
    pending.delete(request.id);
    const code = ctx.tokens.issueCode({ clientId: ctx.client.clientId, redirectUri: request.redirectUri, memberSub, scopes });
    redirect(res, withParams(request.redirectUri, { code, state: request.state }));
  }

  function cancel(res: ServerResponse, request: PendingRequest): void {
    pending.delete(request.id);
    redirect(res, withParams(request.redirectUri, { error: 'user_cancelled_authorize', error_description: 'The user cancelled the authorization', state: request.state }));
  }

  function showSignIn(res: ServerResponse, status: number, request: PendingRequest, values: SignInFormValues, errors?: SignInFormErrors, refusal?: string): void {
    sendHtml(res, status, signInPage({ action: loginAction, clientName: ctx.client.clientName, values, errors, refusal, hidden: { request: request.id } }));
  }

  /** The member is signed in: remembered consent finishes at once, otherwise ask. */
  async function continueAs(res: ServerResponse, request: PendingRequest, memberSub: string): Promise<void> {
    const member = ctx.members.get(memberSub);
    if (!member) return showSignIn(res, 200, request, { name: '', email: '', headline: '' });
    const refusal = await ctx.refuseSignIn(member.email);
    if (refusal) return showSignIn(res, 403, request, { name: member.name, email: member.email, headline: member.headline ?? '' }, undefined, refusal);
    if (ctx.tokens.hasConsent(memberSub, ctx.client.clientId, request.scopes)) return finish(res, request, memberSub, request.scopes);
    request.memberSub = memberSub;
    sendHtml(res, 200, consentPage({ action: consentAction, requestId: request.id, clientName: ctx.client.clientName, memberName: member.name, memberEmail: member.email, scopes: request.scopes, approved: ctx.tokens.approvedScopes(memberSub, ctx.client.clientId) }));
  }

  async function authorize(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const params = url.searchParams;
    if (params.get('client_id') !== ctx.client.clientId) {
      return sendHtml(res, 400, messagePage('Invalid client', 'The client_id in this request does not belong to any application.'));
    }
    const redirectUri = params.get('redirect_uri') ?? '';
    if (!redirectAllowed(redirectUri)) {
      return sendHtml(res, 400, messagePage('Invalid redirect_uri', 'The redirect_uri does not match the registered value.'));
    }
    const state = params.get('state');
    const fail = (error: string, description: string) => redirect(res, withParams(redirectUri, { error, error_description: description, state }));
    const fault = ctx.faults.takeStatus('authorization');
    if (fault) return fail(fault.code ?? 'server_error', fault.message ?? 'The authorization server failed');
    if (params.get('response_type') !== 'code') return fail('invalid_request', 'The response_type must be code');
    const scopes = (params.get('scope') ?? '').split(/[\s,]+/).filter(Boolean);
    if (scopes.length === 0) return fail('invalid_request', 'A required parameter "scope" is missing');
    const unauthorized = scopes.find((scope) => !PROVISIONED_SCOPES.includes(scope));
    if (unauthorized) return fail('unauthorized_scope_error', `Scope "${unauthorized}" is not authorized for your application`);

    const request: PendingRequest = { id: randomBytes(24).toString('base64url'), redirectUri, state, scopes: [...new Set(scopes)], expiresAt: Date.now() + REQUEST_TTL_MS };
    pending.set(request.id, request);
    const signedIn = ctx.sessions.read(req);
    if (signedIn && ctx.members.get(signedIn)) return continueAs(res, request, signedIn);
    showSignIn(res, 200, request, { name: '', email: '', headline: '' });
  }

  async function login(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readForm(req);
    const request = takePending(form.get('request'));
    if (!request) return expiredPage(res);
    if (form.get('action') === 'cancel') return cancel(res, request);
    const values: SignInFormValues = { name: (form.get('name') ?? '').trim(), email: (form.get('email') ?? '').trim(), headline: (form.get('headline') ?? '').trim() };
    const errors = validate(values);
    if (errors.name || errors.email) return showSignIn(res, 400, request, values, errors);
    const refusal = await ctx.refuseSignIn(values.email);
    if (refusal) return showSignIn(res, 403, request, values, undefined, refusal);
    const member = ctx.members.upsert({ email: values.email, name: values.name, headline: values.headline.slice(0, MAX_HEADLINE) || null });
    ctx.sessions.signIn(res, member.sub);
    await continueAs(res, request, member.sub);
  }

  async function consent(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readForm(req);
    const request = takePending(form.get('request'));
    const signedIn = ctx.sessions.read(req);
    if (!request || !request.memberSub || request.memberSub !== signedIn) return expiredPage(res);
    if (form.get('action') !== 'allow') return cancel(res, request);
    const allowed = ctx.faults.takeScopeGrant();
    const granted = allowed ? request.scopes.filter((scope) => allowed.includes(scope)) : request.scopes;
    ctx.tokens.rememberConsent(request.memberSub, ctx.client.clientId, granted);
    finish(res, request, request.memberSub, granted);
  }

  const clientAuthenticated = (form: URLSearchParams): boolean =>
    form.get('client_id') === ctx.client.clientId && form.get('client_secret') === ctx.client.clientSecret;

  const isForm = (req: IncomingMessage): boolean => (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

  async function accessToken(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const fault = ctx.faults.takeStatus('token');
    if (fault) return sendOAuthError(res, fault.status, fault.code ?? (fault.status === 401 ? 'invalid_client' : fault.status >= 500 ? 'server_error' : 'invalid_request'), fault.message ?? 'Injected failure');
    if (!isForm(req)) return sendOAuthError(res, 400, 'invalid_request', 'The request body must be application/x-www-form-urlencoded');
    const form = await readForm(req);
    if (form.get('grant_type') !== 'authorization_code') return sendOAuthError(res, 400, 'invalid_request', 'A required parameter "grant_type" is missing or is not authorization_code');
    for (const name of ['code', 'redirect_uri', 'client_id', 'client_secret']) {
      if (!form.get(name)) return sendOAuthError(res, 400, 'invalid_request', `A required parameter "${name}" is missing`);
    }
    if (!clientAuthenticated(form)) return sendOAuthError(res, 401, 'invalid_client', 'Client authentication failed');
    const code = ctx.tokens.redeemCode(form.get('code')!, form.get('client_id')!, form.get('redirect_uri')!);
    if (!code) {
      return sendOAuthError(res, 400, 'invalid_request', 'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired. Or external member binding exists');
    }
    const { token, record } = ctx.tokens.issueAccessToken({ memberSub: code.memberSub, clientId: code.clientId, scopes: code.scopes });
    sendJson(res, 200, { access_token: token, expires_in: ACCESS_TOKEN_TTL_SECONDS, scope: record.scopes.join(','), token_type: 'Bearer' });
  }

  async function introspect(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const fault = ctx.faults.takeStatus('introspect');
    if (fault) return sendOAuthError(res, fault.status, fault.code ?? (fault.status === 401 ? 'invalid_client' : fault.status >= 500 ? 'server_error' : 'invalid_request'), fault.message ?? 'Injected failure');
    if (!isForm(req)) return sendOAuthError(res, 400, 'invalid_request', 'The request body must be application/x-www-form-urlencoded');
    const form = await readForm(req);
    if (!clientAuthenticated(form)) return sendOAuthError(res, 401, 'invalid_client', 'Client authentication failed');
    const token = form.get('token');
    if (!token) return sendOAuthError(res, 400, 'invalid_request', 'A required parameter "token" is missing');
    sendJson(res, 200, ctx.tokens.introspect(token));
  }

  return { authorize, login, consent, accessToken, introspect };
}
