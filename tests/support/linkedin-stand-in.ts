// Test-side client of the local LinkedIn stand-in (docs/linkedin-stand-in.md): inject faults,
// change settings, mint or revoke tokens, list the posts and read a post's image, and walk the
// posting authorization over plain HTTP the way a member's browser would.
import type { FaultEndpoint } from '../../local/stand-ins/linkedin/api/faults';
import type { FeedPost } from '../../local/stand-ins/linkedin/api/feed';
import { browserLike, CookieJar, type Member } from './linkedin-sign-in';

export interface StatusFault {
  endpoint: FaultEndpoint;
  /** e.g. 401, 403, 422, 426, 429, 500 */
  status: number;
  /** How many calls answer with it (default 1). */
  times?: number;
  /** LinkedIn's error code for the body, e.g. 'DUPLICATE_POST' or 'REVOKED_ACCESS_TOKEN'. */
  code?: string;
  message?: string;
}

/** A post as the stand-in's /posts.json lists it. */
export type StandInPost = FeedPost;

export interface MintedToken {
  access_token: string;
  expires_in: number;
  scope: string;
  sub: string;
  person: string;
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The stand-in of the runtime at `origin` (e.g. TestRuntime.url). */
export function linkedInStandIn(origin: string) {
  const base = `${origin}/__local/linkedin`;
  const post = <T>(path: string, body: unknown) => call<T>(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) });

  return {
    base,
    feedUrl: `${base}/feed`,

    /** The next `times` calls to `endpoint` answer `status` in LinkedIn's error shape. */
    injectFault: (fault: StatusFault) => post('/faults', fault),
    /** The next `times` uploaded images end in PROCESSING_FAILED. */
    failImageProcessing: (times = 1) => post('/faults', { image: 'PROCESSING_FAILED', times }),
    /** The next `times` consents grant only these of the requested scopes ("Limited Access"). */
    grantOnlyScopes: (scopes: string[], times = 1) => post('/faults', { grantScopes: scopes, times }),
    clearFaults: () => call(`${base}/faults`, { method: 'DELETE' }),
    faults: () => call<{ statuses: StatusFault[]; imageProcessingFailures: number; scopeGrants: { scopes: string[]; remaining: number }[] }>(`${base}/faults`),

    settings: (settings: { dailyPostLimit?: number; processingMs?: number }) => call(`${base}/settings`, { method: 'PUT', body: JSON.stringify(settings) }),

    /** A token issued directly, with any scopes (r_member_social included). */
    mintToken: (input: { email: string; name?: string; scopes?: string[] }) => post<MintedToken>('/tokens', input),
    /** Revokes a member's tokens and consent, as removing the app in LinkedIn's settings does. */
    revoke: (email: string) => post<{ revoked: number }>('/revoke', { email }),

    posts: () => call<StandInPost[]>(`${base}/posts.json`),
    /** The bytes of a post's thumbnail. */
    async postImage(postOrUrn: StandInPost | string): Promise<{ contentType: string; bytes: Buffer }> {
      const found = typeof postOrUrn === 'string' ? (await this.posts()).find((entry) => entry.urn === postOrUrn) : postOrUrn;
      if (!found?.imageUrl) throw new Error(`The post ${typeof postOrUrn === 'string' ? postOrUrn : postOrUrn.urn} has no image`);
      const response = await fetch(found.imageUrl);
      if (!response.ok) throw new Error(`The image answered ${response.status}`);
      return { contentType: response.headers.get('content-type') ?? '', bytes: Buffer.from(await response.arrayBuffer()) };
    },

    /**
     * Follows an authorization URL (as the product's connect flow builds it) like a browser:
     * signs `member` in when needed and answers the consent screen. Returns the final redirect
     * back to the product (with `code` and `state`, or `error`). Pass the same jar again to act
     * as a member who is still signed in.
     */
    async authorize(authorizationUrl: string, member: Member, options: { consent?: 'allow' | 'cancel'; jar?: CookieJar } = {}): Promise<URL> {
      const send = browserLike(origin, options.jar ?? new CookieJar());
      let response = await send(authorizationUrl);
      for (let step = 0; step < 5; step += 1) {
        if (response.status === 302 || response.status === 303) return new URL(response.headers.get('location') ?? '', origin);
        const html = await response.text();
        const requestId = /name="request" value="([^"]+)"/.exec(html)?.[1];
        if (response.status !== 200 || !requestId) throw new Error(`The stand-in answered ${response.status}: ${html.slice(0, 500)}`);
        const form: Record<string, string> = html.includes('name="email"')
          ? { action: 'sign-in', request: requestId, name: member.name, email: member.email, headline: member.headline ?? '' }
          : { action: options.consent ?? 'allow', request: requestId };
        const path = html.includes('name="email"') ? '/oauth/v2/login' : '/oauth/v2/consent';
        response = await send(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, body: new URLSearchParams(form).toString() });
      }
      throw new Error('The authorization did not finish');
    },
  };
}

export type LinkedInStandInClient = ReturnType<typeof linkedInStandIn>;
