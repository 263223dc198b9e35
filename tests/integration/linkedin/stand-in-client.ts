// Drives the LinkedIn stand-in over real HTTP the way the SPA (oidc-client-ts) and a browser do:
// the authorization request, the sign-in form, the redirects with their cookies, the token call.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { LinkedInStandIn } from '../../../local/stand-ins/linkedin/linkedin-stand-in';
import { browserLike, CookieJar, pkce, SIGN_IN_SCOPE as SCOPE, type TokenResponse } from '../../support/linkedin-sign-in';

export interface StandInAt {
  readonly origin: string;
  readonly redirectUri: string;
  readonly standIn: LinkedInStandIn;
}

/** `at` answers where the stand-in runs once the file's set-up started it. */
export function standInClient(at: () => StandInAt) {
  const send = (url: string, jar: CookieJar, init: RequestInit = {}): Promise<Response> => browserLike(at().origin, jar)(url, init);

  function authorizationUrl(challenge: string, extra: Record<string, string> = {}): string {
    const params = new URLSearchParams({
      client_id: at().standIn.clientId,
      response_type: 'code',
      redirect_uri: at().redirectUri,
      scope: SCOPE,
      state: randomBytes(8).toString('hex'),
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    });
    return `${at().standIn.issuer}/auth?${params}`;
  }

  /** Starts an authorization request and returns the interaction page URL it redirects to. */
  async function startSignIn(jar: CookieJar, challenge: string, extra: Record<string, string> = {}): Promise<string> {
    const response = await send(authorizationUrl(challenge, extra), jar);
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/__local\/linkedin\/interaction\/[\w-]+$/);
    return location;
  }

  /** Follows redirects (GET, with cookies) until one leaves the stand-in; fails on any page shown in between. */
  async function followToRedirectUri(first: Response, jar: CookieJar): Promise<URL> {
    let response = first;
    for (let hops = 0; hops < 10; hops += 1) {
      expect([302, 303], `hop ${hops} answered ${response.status}: ${await response.clone().text()}`).toContain(response.status);
      const location = new URL(response.headers.get('location') ?? '', at().origin);
      if (!location.pathname.startsWith('/__local/linkedin')) return location;
      response = await send(location.href, jar);
    }
    throw new Error('too many redirects');
  }

  async function submitForm(jar: CookieJar, interactionUrl: string, fields: Record<string, string>): Promise<Response> {
    return send(interactionUrl, jar, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: at().origin },
      body: new URLSearchParams(fields).toString(),
    });
  }

  async function token(params: Record<string, string>): Promise<Response> {
    return fetch(`${at().standIn.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: at().origin },
      body: new URLSearchParams({ client_id: at().standIn.clientId, ...params }).toString(),
    });
  }

  /** The whole sign-in: authorize, fill the form, collect the code, exchange it. */
  async function signIn(member: { name: string; email: string; headline?: string }, jar = new CookieJar()): Promise<TokenResponse> {
    const { verifier, challenge } = pkce();
    const interactionUrl = await startSignIn(jar, challenge);
    const page = await send(interactionUrl, jar);
    expect(page.status).toBe(200);
    const posted = await submitForm(jar, interactionUrl, { action: 'sign-in', name: member.name, email: member.email, headline: member.headline ?? '' });
    const callback = await followToRedirectUri(posted, jar);
    expect(`${callback.origin}${callback.pathname}`).toBe(at().redirectUri);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();
    expect(callback.searchParams.get('iss')).toBe(at().standIn.issuer);
    const response = await token({ grant_type: 'authorization_code', code: code!, redirect_uri: at().redirectUri, code_verifier: verifier });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as TokenResponse;
  }

  return { send, authorizationUrl, startSignIn, followToRedirectUri, submitForm, token, signIn };
}
