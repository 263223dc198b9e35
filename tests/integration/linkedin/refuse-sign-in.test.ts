// The stand-in's refuseSignIn hook (as Cognito refuses a disabled user): the member cannot sign in through
// the form, a remembered session does not sign them in silently, and the posting authorization
// shows the refusal instead of issuing a code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLike, CookieJar, pkce } from '../../support/linkedin-sign-in';
import { startHarness, type Harness } from './api-harness';

const refused = new Set<string>();
const MESSAGE = 'This account is suspended. Contact support to restore it.';
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ refuseSignIn: async (email) => (refused.has(email.trim().toLowerCase()) ? MESSAGE : null) });
});
afterAll(async () => {
  await h.close();
});

function signInUrl(): string {
  const { challenge } = pkce();
  return `${h.standIn.issuer}/auth?${new URLSearchParams({ client_id: h.standIn.clientId, response_type: 'code', redirect_uri: `${h.origin}/auth/callback`, scope: 'openid profile email', state: 's', code_challenge: challenge, code_challenge_method: 'S256' })}`;
}

async function signIn(send: ReturnType<typeof browserLike>, email: string): Promise<Response> {
  const interaction = (await send(signInUrl())).headers.get('location')!;
  await send(interaction);
  return send(interaction, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: h.origin }, body: new URLSearchParams({ action: 'sign-in', name: 'Sam Suspended', email, headline: '' }).toString() });
}

describe('refuseSignIn', () => {
  it('keeps a refused member on the sign-in form with the message', async () => {
    refused.add('blocked@example.com');
    const response = await signIn(browserLike(h.origin, new CookieJar()), 'Blocked@Example.com');
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain(MESSAGE);
    expect(html).toContain('role="alert"');
  });

  it('stops a remembered session from signing a member in once they are refused', async () => {
    const send = browserLike(h.origin, new CookieJar());
    const first = await signIn(send, 'later@example.com');
    expect([302, 303]).toContain(first.status);
    refused.add('later@example.com');
    // Without the hook the remembered session would go straight back to the app with a code.
    let response = await send(signInUrl());
    for (let hops = 0; hops < 5 && [302, 303].includes(response.status); hops += 1) {
      const location = new URL(response.headers.get('location')!, h.origin);
      expect(location.searchParams.get('code')).toBeNull();
      if (!location.pathname.startsWith('/__local/linkedin')) break;
      response = await send(location.href);
    }
    // The remembered session no longer counts: the form again, where the refusal shows on submit.
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('name="email"');
  });

  it('refuses the posting authorization for a signed-in member and at its own sign-in form', async () => {
    const jar = new CookieJar();
    await h.client.authorize(h.authorizationUrl(), { name: 'Posting Person', email: 'posting@example.com' }, { jar });
    refused.add('posting@example.com');
    const again = await browserLike(h.origin, jar)(h.authorizationUrl());
    expect(again.status).toBe(403);
    expect(await again.text()).toContain(MESSAGE);
    await expect(h.client.authorize(h.authorizationUrl(), { name: 'Blocked', email: 'blocked@example.com' })).rejects.toThrow('403');
  });
});
