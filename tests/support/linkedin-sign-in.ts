// Signs a member in through the local LinkedIn stand-in over plain HTTP, the way the SPA and a
// browser do: authorization code + PKCE, cookies carried by hand, no consent screen.
import { createHash, randomBytes } from 'node:crypto';

export class CookieJar {
  readonly #cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) || '/';
      const expired = value === '' || attributes.some((attribute) => /^expires=thu, 01 jan 1970/i.test(attribute) || /^max-age=0$/i.test(attribute));
      const key = `${name};${path}`;
      if (expired) this.#cookies.delete(key);
      else this.#cookies.set(key, { name, value, path });
    }
  }

  /** Every cookie held, with the path it was set for. */
  all(): { name: string; value: string; path: string }[] {
    return [...this.#cookies.values()];
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.#cookies.values()]
      .filter(({ path }) => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

export interface Member {
  readonly name: string;
  readonly email: string;
  readonly headline?: string;
}

export const SIGN_IN_SCOPE = 'openid profile email w_member_social';
export const LOCAL_CLIENT_ID = 'provenly-local';

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function decodeJwt(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A browser-like HTTP client for one origin: carries cookies, never follows redirects by itself. */
export function browserLike(origin: string, jar = new CookieJar()) {
  return async function send(url: string, init: RequestInit = {}): Promise<Response> {
    const absolute = new URL(url, origin).href;
    const headers = new Headers(init.headers);
    const cookie = jar.header(absolute);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(absolute, { ...init, headers, redirect: 'manual' });
    jar.store(response);
    return response;
  };
}

/**
 * The whole sign-in against a running runtime at `origin`; returns the token response. `jar` ends
 * up holding the stand-in's session cookies, as a browser would.
 */
export async function signInThroughStandIn(origin: string, member: Member, jar = new CookieJar()): Promise<TokenResponse> {
  const issuer = `${origin}/__local/linkedin`;
  const redirectUri = `${origin}/auth/callback`;
  const send = browserLike(origin, jar);
  const { verifier, challenge } = pkce();
  const params = new URLSearchParams({
    client_id: LOCAL_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: SIGN_IN_SCOPE,
    state: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const interaction = (await send(`${issuer}/auth?${params}`)).headers.get('location');
  if (!interaction) throw new Error('The authorization request did not lead to the sign-in page');
  let response = await send(interaction, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ action: 'sign-in', name: member.name, email: member.email, headline: member.headline ?? '' }).toString(),
  });
  for (let hops = 0; hops < 10; hops += 1) {
    const location = new URL(response.headers.get('location') ?? '', origin);
    if (!location.pathname.startsWith('/__local/linkedin')) {
      const code = location.searchParams.get('code');
      if (!code) throw new Error(`Sign-in ended without a code: ${location.href}`);
      const tokens = await fetch(`${issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams({ client_id: LOCAL_CLIENT_ID, grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier }).toString(),
      });
      if (!tokens.ok) throw new Error(`The token endpoint answered ${tokens.status}: ${await tokens.text()}`);
      return (await tokens.json()) as TokenResponse;
    }
    response = await send(location.href);
  }
  throw new Error('Too many redirects during sign-in');
}
