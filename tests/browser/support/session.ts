// A signed-in page without driving the sign-in screens: for tests whose journey starts once the
// person is signed in. The member signs in through the LinkedIn stand-in over HTTP (the same
// authorization code + PKCE flow, tests/support/linkedin-sign-in.ts), and the session is stored
// where the app's OpenID Connect client keeps it, as that client would store it. The sign-in
// journeys themselves are driven through the screens in sign-in.spec.ts.
import { expect, type Page } from '@playwright/test';
import type { RuntimeConfig } from '../../../domain/api/config';
import { CookieJar, decodeJwt, signInThroughStandIn } from '../../support/linkedin-sign-in';
import { storedSessionKey } from '../../../web/lib/session/useSignedIn';
import type { Member } from './sign-in';

// What oidc-client-ts leaves out of a stored profile (its DefaultProtocolClaims).
const PROTOCOL_CLAIMS = ['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash'];

/** Signs `member` in on `page`, which then shows the dashboard; returns their ID token. */
export async function signInQuickly(page: Page, member: Member): Promise<string> {
  const origin = process.env.PROVENLY_URL;
  if (!origin) throw new Error('PROVENLY_URL is not set: the browser tests start their runtime in global-setup.ts');
  const jar = new CookieJar();
  const [tokens, config] = await Promise.all([
    signInThroughStandIn(origin, member, jar),
    fetch(`${origin}/config.json`).then((response) => response.json() as Promise<RuntimeConfig>),
  ]);
  const claims = decodeJwt(tokens.id_token);
  const profile = Object.fromEntries(Object.entries(claims).filter(([claim]) => !PROTOCOL_CLAIMS.includes(claim)));
  const user = {
    id_token: tokens.id_token,
    session_state: null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile,
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  };
  // The browser holds the stand-in's session, as after signing in there (connecting LinkedIn for
  // posting then asks only for consent).
  await page.context().addCookies(jar.all().map(({ name, value, path }) => ({ name, value, path, domain: new URL(origin).hostname })));
  // Any document of the origin gives its storage; the runtime's status page is the lightest.
  await page.goto('/__local/status');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [storedSessionKey(config.authority, config.clientId), JSON.stringify(user)] as const);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  return tokens.id_token;
}

