// The posting authorization of the LinkedIn stand-in: sign-in when needed, a consent screen,
// remembered consent, cancellation, partial grants, the token and introspection endpoints and
// /v2/userinfo, as the product's connect flow meets them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../core/clock';
import { browserLike, CookieJar } from '../../support/linkedin-sign-in';
import { POSTING_SCOPE, startHarness, type Harness } from './api-harness';

let h: Harness;
const DAY_MS = 24 * 60 * 60 * 1000;
const member = (name: string) => ({ name, email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com` });

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('posting authorization (/oauth/v2/authorization)', () => {
  it('asks a signed-out member to sign in, then shows a readable consent screen, then returns a code and the state', async () => {
    const send = browserLike(h.origin, new CookieJar());
    const first = await send(h.authorizationUrl(POSTING_SCOPE, 'state-1'));
    expect(first.status).toBe(200);
    const signIn = await first.text();
    expect(signIn).toContain('Sign in with LinkedIn');
    const requestId = /name="request" value="([^"]+)"/.exec(signIn)![1]!;

    const consent = await send(`${h.standIn.issuer}/oauth/v2/login`, form({ action: 'sign-in', request: requestId, name: 'Ada Lovelace', email: 'ada@example.com' }));
    expect(consent.status).toBe(200);
    const consentHtml = await consent.text();
    expect(consentHtml).toContain('Create, modify, and delete posts, comments, and reactions on your behalf');
    expect(consentHtml).toContain('Signed in as Ada Lovelace (ada@example.com)');

    const back = await send(`${h.standIn.issuer}/oauth/v2/consent`, form({ action: 'allow', request: requestId }));
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(h.redirectUri);
    expect(location.searchParams.get('state')).toBe('state-1');
    expect(location.searchParams.get('code')).toMatch(/^AQ/);
  });

  it('returns a fresh code at once when a signed-in member already consented, without any page', async () => {
    const jar = new CookieJar();
    const ada = member('Grace Hopper');
    const first = await h.client.authorize(h.authorizationUrl(), ada, { jar });
    const second = await browserLike(h.origin, jar)(h.authorizationUrl(POSTING_SCOPE, 'again'));
    expect(second.status).toBe(302);
    const location = new URL(second.headers.get('location')!);
    expect(location.searchParams.get('state')).toBe('again');
    expect(location.searchParams.get('code')).toBeTruthy();
    expect(location.searchParams.get('code')).not.toBe(first.searchParams.get('code'));
  });

  it('asks again when a scope the member has not approved yet is requested', async () => {
    const jar = new CookieJar();
    await h.client.authorize(h.authorizationUrl('openid profile'), member('Alan Turing'), { jar });
    const again = await browserLike(h.origin, jar)(h.authorizationUrl(POSTING_SCOPE));
    expect(again.status).toBe(200);
    const html = await again.text();
    expect(html).toContain('Allow');
    expect(html).toContain('Create, modify, and delete posts, comments, and reactions on your behalf <strong>(new)</strong>');
    expect(html).toContain('<li>Use your name and photo</li>');
  });

  it('a member who signed in to the product through the stand-in is not asked to sign in again', async () => {
    const jar = new CookieJar();
    const send = browserLike(h.origin, jar);
    // The sign-in provider's interaction sets the same member session the posting flow reads.
    const { pkce } = await import('../../support/linkedin-sign-in');
    const { challenge } = pkce();
    const auth = await send(`${h.standIn.issuer}/auth?${new URLSearchParams({ client_id: h.standIn.clientId, response_type: 'code', redirect_uri: `${h.origin}/auth/callback`, scope: 'openid profile email', state: 's', code_challenge: challenge, code_challenge_method: 'S256' })}`);
    const interaction = auth.headers.get('location')!;
    await send(interaction);
    await send(interaction, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: h.origin }, body: new URLSearchParams({ action: 'sign-in', name: 'Katherine Johnson', email: 'katherine@example.com', headline: '' }).toString() });
    const posting = await send(h.authorizationUrl());
    expect(posting.status).toBe(200);
    const html = await posting.text();
    expect(html).toContain('Signed in as Katherine Johnson');
    expect(html).not.toContain('name="email"');
  });

  it('sends the member back with user_cancelled_authorize when they cancel', async () => {
    const back = await h.client.authorize(h.authorizationUrl(POSTING_SCOPE, 'st'), member('Cancel Person'), { consent: 'cancel' });
    expect(back.searchParams.get('error')).toBe('user_cancelled_authorize');
    expect(back.searchParams.get('state')).toBe('st');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('refuses requests it cannot honour: unknown client and foreign redirect on a page, unprovisioned scope back to the app', async () => {
    const url = new URL(h.authorizationUrl());
    url.searchParams.set('client_id', 'someone-else');
    expect((await fetch(url, { redirect: 'manual' })).status).toBe(400);
    const foreign = new URL(h.authorizationUrl());
    foreign.searchParams.set('redirect_uri', 'https://evil.example/callback');
    const page = await fetch(foreign, { redirect: 'manual' });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('redirect_uri does not match');
    const restricted = await fetch(h.authorizationUrl('openid r_member_social'), { redirect: 'manual' });
    expect(restricted.status).toBe(302);
    const location = new URL(restricted.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('unauthorized_scope_error');
    expect(location.searchParams.get('error_description')).toContain('r_member_social');
  });

  it('grants only some scopes when told to, so the product sees Limited Access', async () => {
    await h.client.grantOnlyScopes(['openid', 'profile', 'email']);
    const token = await h.connect(member('Limited Member'));
    expect(token.scope.split(',').sort()).toEqual(['email', 'openid', 'profile']);
    // The next run asks again for the missing permission and grants it.
    const full = await h.connect(member('Limited Member'));
    expect(full.scope.split(',')).toContain('w_member_social');
  });
});

describe('token endpoint (/oauth/v2/accessToken)', () => {
  it('exchanges a code with client_secret_post for a 60-day token without refresh token, once', async () => {
    const back = await h.client.authorize(h.authorizationUrl(), member('Token Person'));
    const code = back.searchParams.get('code')!;
    const response = await h.exchange(code);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ expires_in: 5184000, scope: 'openid,profile,email,w_member_social' });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body).not.toHaveProperty('refresh_token');

    const reused = await h.exchange(code);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('refuses a wrong secret (401 invalid_client), a different redirect_uri and a JSON body', async () => {
    const code = (await h.client.authorize(h.authorizationUrl(), member('Secret Person'))).searchParams.get('code')!;
    const wrongSecret = await h.exchange(code, { client_secret: 'nope' });
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toEqual({ error: 'invalid_client', error_description: 'Client authentication failed' });
    const code2 = (await h.client.authorize(h.authorizationUrl(), member('Secret Person'))).searchParams.get('code')!;
    expect((await h.exchange(code2, { redirect_uri: `${h.origin}/elsewhere` })).status).toBe(400);
    const json = await fetch(`${h.standIn.issuer}/oauth/v2/accessToken`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(400);
  });
});

describe('userinfo and /v2/me', () => {
  it('answers the OpenID Connect claims for the token\'s member; /v2/me is refused to this app', async () => {
    const { access_token } = await h.connect({ name: 'Mary Jackson', email: 'Mary.Jackson@Example.com' });
    const info = await fetch(`${h.standIn.issuer}/v2/userinfo`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(info.status).toBe(200);
    const body = (await info.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Mary Jackson', given_name: 'Mary', family_name: 'Jackson', email: 'mary.jackson@example.com', email_verified: true });
    expect(body.sub).toMatch(/^[\w-]{11}$/);
    expect(String(body.picture)).toMatch(/\/media\/avatars\/[\w-]+\.svg$/);
    expect((await fetch(String(body.picture))).headers.get('content-type')).toBe('image/svg+xml');

    const me = await fetch(`${h.standIn.issuer}/v2/me`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(me.status).toBe(403);
    expect(await me.json()).toEqual({ status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions to access: me.GET.NO_VERSION' });

    const unknown = await fetch(`${h.standIn.issuer}/v2/userinfo`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ code: 'INVALID_ACCESS_TOKEN', serviceErrorCode: 65600 });
  });
});

describe('introspection and expiry on the movable clock', () => {
  it('reports active, then revoked, and expired once the clock has moved 61 days', async () => {
    const introspect = async (token: string, secret = h.standIn.clientSecret) =>
      fetch(`${h.standIn.issuer}/oauth/v2/introspectToken`, form({ client_id: h.standIn.clientId, client_secret: secret, token }));

    const before = Math.floor(clock.now().getTime() / 1000);
    const { access_token } = await h.connect(member('Expiring Member'));
    const active = (await (await introspect(access_token)).json()) as Record<string, unknown>;
    expect(active).toMatchObject({ active: true, status: 'active', client_id: h.standIn.clientId, scope: 'openid,profile,email,w_member_social', auth_type: '3L' });
    expect(Number(active.expires_at) - Number(active.authorized_at)).toBe(5184000);
    expect(Number(active.authorized_at)).toBeGreaterThanOrEqual(before);
    expect((await introspect(access_token, 'wrong')).status).toBe(401);
    expect(await (await introspect('unknown-token')).json()).toEqual({ active: false });

    const revokedMember = member('Revoked Member');
    const revoked = await h.connect(revokedMember);
    await h.client.revoke(revokedMember.email);
    expect(await (await introspect(revoked.access_token)).json()).toMatchObject({ active: false, status: 'revoked' });
    const revokedCall = await fetch(`${h.standIn.issuer}/v2/userinfo`, { headers: { authorization: `Bearer ${revoked.access_token}` } });
    expect(await revokedCall.json()).toMatchObject({ status: 401, code: 'REVOKED_ACCESS_TOKEN' });

    clock.advance(61 * DAY_MS);
    expect(await (await introspect(access_token)).json()).toMatchObject({ active: false, status: 'expired' });
    const expired = await fetch(`${h.standIn.issuer}/v2/userinfo`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ status: 401, serviceErrorCode: 65602, code: 'EXPIRED_ACCESS_TOKEN', message: 'The token used in the request has expired' });

    // Reconnecting while still signed in gives a working token again.
    const fresh = await h.connect(member('Expiring Member'));
    expect(await (await introspect(fresh.access_token)).json()).toMatchObject({ active: true });
  });
});
