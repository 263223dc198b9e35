// The local LinkedIn stand-in, driven over real HTTP the way the SPA (oidc-client-ts) and a
// browser drive it: authorization code + PKCE, cookies carried by hand, no consent screen.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createJwtAuthorizer } from '../../../local/authorizer';
import { createLinkedInStandIn, type LinkedInStandIn } from '../../../local/stand-ins/linkedin/linkedin-stand-in';
import { CookieJar, decodeJwt, pkce, SIGN_IN_SCOPE as SCOPE, type TokenResponse } from '../../support/linkedin-sign-in';
import { standInClient } from './stand-in-client';

let server: Server;
let dataDir: string;
let origin: string;
let standIn: LinkedInStandIn;
let redirectUri: string;
const consoleCalls: unknown[][] = [];

const { send, authorizationUrl, startSignIn, followToRedirectUri, submitForm, token, signIn } = standInClient(() => ({ origin, redirectUri, standIn }));

const authorizer = () => createJwtAuthorizer({ issuer: standIn.issuer, audience: standIn.clientId, jwks: () => standIn.publicJwks() });

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleCalls.push([method, ...args]);
    });
  }
  dataDir = mkdtempSync(join(tmpdir(), 'provenly-linkedin-'));
  server = createServer((req, res) => {
    if (req.url?.startsWith('/__local/linkedin')) standIn.handle(req, res);
    else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  redirectUri = `${origin}/auth/callback`;
  standIn = await createLinkedInStandIn({ origin, dataDir });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await new Promise<void>((closed) => server?.close(() => closed()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('local LinkedIn stand-in', () => {
  it('publishes a discovery document for its issuer under /__local/linkedin', async () => {
    expect(standIn.issuer).toBe(`${origin}/__local/linkedin`);
    expect(standIn.clientId).toBe('provenly-local');
    const response = await fetch(`${standIn.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: standIn.issuer,
      authorization_endpoint: `${standIn.issuer}/auth`,
      token_endpoint: `${standIn.issuer}/token`,
      jwks_uri: `${standIn.issuer}/jwks`,
      userinfo_endpoint: `${standIn.issuer}/me`,
      end_session_endpoint: `${standIn.issuer}/session/end`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'w_member_social', 'offline_access']));
    expect(discovery.claims_supported).toEqual(expect.arrayContaining(['sub', 'name', 'given_name', 'family_name', 'email', 'email_verified', 'locale', 'headline']));

    const jwks = (await (await fetch(`${standIn.issuer}/jwks`)).json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys.map((key) => key.kid)).toEqual(standIn.publicJwks().keys.map((key) => key.kid));
    expect(standIn.publicJwks().keys[0]).not.toHaveProperty('d');
  });

  it('shows its own accessible sign-in page at the interaction URL', async () => {
    const jar = new CookieJar();
    const interactionUrl = await startSignIn(jar, pkce().challenge);
    const response = await send(interactionUrl, jar);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1>Sign in with LinkedIn<\/h1>/);
    expect(html).toContain('local LinkedIn stand-in');
    expect(html).toMatch(/<label class="label" for="name">Full name<\/label>\s*<input id="name" name="name" type="text"[^>]* required/);
    expect(html).toMatch(/<label class="label" for="email">Email<\/label>\s*<input id="email" name="email" type="email"[^>]* required/);
    expect(html).toMatch(/<label class="label" for="headline">Headline <span class="optional">\(optional\)<\/span><\/label>\s*<input id="headline"/);
    expect(html).not.toMatch(/<input id="headline"[^>]* required/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Sign in<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(html).not.toMatch(/https?:\/\/(?!localhost)/);
  });

  it('signs in with code + PKCE, with no consent page, and issues LinkedIn-shaped tokens', async () => {
    const tokens = await signIn({ name: 'Ada King Lovelace', email: 'Ada@Example.com', headline: 'Analyst & <engine> programmer' });
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.scope.split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'w_member_social']));

    const result = await authorizer()(`Bearer ${tokens.id_token}`);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (!result.ok) return;
    expect(result.claims).toMatchObject({
      iss: standIn.issuer,
      aud: standIn.clientId,
      name: 'Ada King Lovelace',
      given_name: 'Ada',
      family_name: 'King Lovelace',
      email: 'ada@example.com',
      email_verified: true,
      locale: 'en_US',
      headline: 'Analyst & <engine> programmer',
    });
    // As Cognito's: the user pool's own subject, the LinkedIn member (11 characters, as LinkedIn's
    // ids) named beside it as a federated user's username and identity.
    expect(result.claims.sub).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const idToken = decodeJwt(tokens.id_token);
    const member = String(idToken['cognito:username']).replace(/^LinkedIn_/, '');
    expect(member).toMatch(/^[\w-]{11}$/);
    expect(idToken.identities).toEqual([expect.objectContaining({ userId: member, providerName: 'LinkedIn', providerType: 'OIDC' })]);
    expect(Number(idToken.exp) - Number(idToken.iat)).toBe(3600);
    expect(idToken).not.toHaveProperty('nonce');

    const userinfo = await fetch(`${standIn.issuer}/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({ sub: result.claims.sub, email: 'ada@example.com', headline: 'Analyst & <engine> programmer' });
  });

  it('gives the same e-mail (any case, any spaces) the same sub, and another e-mail another sub', async () => {
    const first = decodeJwt((await signIn({ name: 'Grace Hopper', email: 'grace@navy.example' })).id_token);
    const again = decodeJwt((await signIn({ name: 'Grace B. Hopper', email: '  GRACE@Navy.Example ', headline: 'Rear admiral' })).id_token);
    const other = decodeJwt((await signIn({ name: 'Grace Hopper', email: 'grace.hopper@navy.example' })).id_token);
    expect(again.sub).toBe(first.sub);
    expect(again['cognito:username']).toBe(first['cognito:username']);
    expect(again).toMatchObject({ name: 'Grace B. Hopper', email: 'grace@navy.example', headline: 'Rear admiral' });
    expect(other.sub).not.toBe(first.sub);
    expect(other['cognito:username']).not.toBe(first['cognito:username']);
    expect(first).not.toHaveProperty('headline');
  });

  it('refreshes the session with the refresh token (rotated, 14 days)', async () => {
    const tokens = await signIn({ name: 'Alan Turing', email: 'alan@example.com' });
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refreshed.status, await refreshed.clone().text()).toBe(200);
    const body = (await refreshed.json()) as TokenResponse;
    expect(body.access_token).toBeTruthy();
    expect(body.access_token).not.toBe(tokens.access_token);
    expect(body.refresh_token).toBeTruthy();
    expect(body.refresh_token).not.toBe(tokens.refresh_token);
    const result = await authorizer()(`Bearer ${body.id_token}`);
    expect(result).toMatchObject({ ok: true, claims: { sub: decodeJwt(tokens.id_token).sub, name: 'Alan Turing' } });

    // The old refresh token was rotated away.
    const reused = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });

    const store = JSON.parse(readFileSync(join(dataDir, 'linkedin', 'oidc-store.json'), 'utf8')) as { entries: Record<string, { expiresAt: number }> };
    const refreshEntries = Object.entries(store.entries).filter(([key]) => key.startsWith('RefreshToken:'));
    expect(refreshEntries.length).toBeGreaterThan(0);
    for (const [, entry] of refreshEntries) expect(entry.expiresAt - Date.now()).toBeGreaterThan(13 * 24 * 3600_000);
  });

  it('re-renders the form with errors, keeping (escaped) values, for a blank name or an invalid e-mail', async () => {
    const jar = new CookieJar();
    const interactionUrl = await startSignIn(jar, pkce().challenge);
    const response = await submitForm(jar, interactionUrl, { action: 'sign-in', name: '<b>Eve</b>', email: 'not-an-email', headline: '"quoted" & more' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('Enter a valid e-mail address');
    expect(html).toContain('value="&lt;b&gt;Eve&lt;/b&gt;"');
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('value="&quot;quoted&quot; &amp; more"');
    expect(html).toMatch(/<input id="email"[^>]*aria-invalid="true" aria-describedby="email-error"/);
    expect(html).not.toContain('<b>Eve</b>');

    const blank = await submitForm(jar, interactionUrl, { action: 'sign-in', name: '   ', email: 'eve@example.com' });
    expect(blank.status).toBe(400);
    const blankHtml = await blank.text();
    expect(blankHtml).toContain('Enter your full name.');
    expect(blankHtml).toContain('value="eve@example.com"');

    // The interaction is still usable after the errors.
    const fixed = await submitForm(jar, interactionUrl, { action: 'sign-in', name: 'Eve', email: 'eve@example.com' });
    const callback = await followToRedirectUri(fixed, jar);
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it('returns access_denied to the app when the member cancels', async () => {
    const jar = new CookieJar();
    const interactionUrl = await startSignIn(jar, pkce().challenge);
    const response = await submitForm(jar, interactionUrl, { action: 'cancel', name: '', email: '' });
    const callback = await followToRedirectUri(response, jar);
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('error_description')).toBe('The member cancelled the sign-in');
  });

  it('requires PKCE and the matching code_verifier', async () => {
    const jar = new CookieJar();
    const params = new URLSearchParams({ client_id: standIn.clientId, response_type: 'code', redirect_uri: redirectUri, scope: SCOPE, state: 's' });
    const noPkce = await send(`${standIn.issuer}/auth?${params}`, jar);
    const location = new URL(noPkce.headers.get('location') ?? '', origin);
    expect(location.searchParams.get('error')).toBe('invalid_request');

    const { challenge } = pkce();
    const interactionUrl = await startSignIn(jar, challenge);
    const posted = await submitForm(jar, interactionUrl, { action: 'sign-in', name: 'Mallory Doe', email: 'mallory@example.com' });
    const code = (await followToRedirectUri(posted, jar)).searchParams.get('code')!;
    const response = await token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: pkce().verifier });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('keeps the browser signed in (no form) until prompt=login, which shows the form pre-filled', async () => {
    const jar = new CookieJar();
    await signIn({ name: 'Katherine Johnson', email: 'katherine@example.com', headline: 'Mathematician' }, jar);

    const silent = await send(authorizationUrl(pkce().challenge), jar);
    const callback = await followToRedirectUri(silent, jar);
    expect(callback.searchParams.get('code')).toBeTruthy();

    const interactionUrl = await startSignIn(jar, pkce().challenge, { prompt: 'login' });
    const html = await (await send(interactionUrl, jar)).text();
    expect(html).toContain('value="Katherine Johnson"');
    expect(html).toContain('value="katherine@example.com"');
    expect(html).toContain('value="Mathematician"');
  });

  it('grants newly requested scopes of a signed-in member without asking (no consent screen)', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkce();
    const interactionUrl = await startSignIn(jar, challenge, { scope: 'openid email' });
    const posted = await submitForm(jar, interactionUrl, { action: 'sign-in', name: 'Dorothy Vaughan', email: 'dorothy@example.com' });
    expect((await followToRedirectUri(posted, jar)).searchParams.get('code')).toBeTruthy();

    // More scopes than granted: oidc-provider asks for consent; the stand-in grants it at once.
    const wider = await send(authorizationUrl(challenge), jar);
    const callback = await followToRedirectUri(wider, jar);
    const code = callback.searchParams.get('code')!;
    const response = await token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier });
    const body = (await response.json()) as TokenResponse;
    expect(decodeJwt(body.id_token)).toMatchObject({ name: 'Dorothy Vaughan', email: 'dorothy@example.com' });
  });

  it('signs out through the end-session endpoint back to the app and revokes the grant', async () => {
    const jar = new CookieJar();
    const tokens = await signIn({ name: 'Mary Jackson', email: 'mary@example.com' }, jar);
    const params = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${origin}/`, client_id: standIn.clientId, state: 'bye' });
    const page = await send(`${standIn.issuer}/session/end?${params}`, jar);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/googleapis|https:\/\//);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    expect(action && xsrf).toBeTruthy();
    const confirmed = await send(action!, jar, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    const back = await followToRedirectUri(confirmed, jar);
    expect(`${back.origin}${back.pathname}`).toBe(`${origin}/`);
    expect(back.searchParams.get('state')).toBe('bye');

    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refreshed.status).toBe(400);
    // Signed out: the next sign-in shows the form again.
    await startSignIn(jar, pkce().challenge);
  });

  it('explains an expired or unknown sign-in instead of failing', async () => {
    const response = await send('/__local/linkedin/interaction/unknown-uid', new CookieJar());
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });

  it('survives a restart: same signing key, same sub for the e-mail, sessions kept', async () => {
    const before = await signIn({ name: 'Ada Lovelace', email: 'ada@example.com' });
    const sub = decodeJwt(before.id_token).sub;
    const kid = standIn.publicJwks().keys[0]?.kid;

    standIn = await createLinkedInStandIn({ origin, dataDir });
    expect(standIn.publicJwks().keys[0]?.kid).toBe(kid);
    expect(await authorizer()(`Bearer ${before.id_token}`)).toMatchObject({ ok: true, claims: { sub } });

    const after = await signIn({ name: 'Ada Lovelace', email: 'ADA@example.com' });
    expect(decodeJwt(after.id_token).sub).toBe(sub);

    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: before.refresh_token! });
    expect(refreshed.status, await refreshed.clone().text()).toBe(200);
  });

  it('prints nothing while starting and serving', () => {
    expect(consoleCalls).toEqual([]);
  });
});
