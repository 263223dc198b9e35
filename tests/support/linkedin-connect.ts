// Connects a signed-in member's LinkedIn account for posting, as the connect popup does: asks the
// product for the authorize URL, walks it on the stand-in (sign-in, consent), then follows
// LinkedIn's redirect back to the product's callback page.
import type { ApiClient } from './api-client';
import { linkedInStandIn } from './linkedin-stand-in';
import type { Member } from './linkedin-sign-in';
import type { CookieJar } from './linkedin-sign-in';

export interface ConnectResult {
  /** The authorize URL the product gave. */
  readonly authUrl: string;
  /** Where LinkedIn sent the member back (the product's callback, with code and state or error). */
  readonly callbackUrl: URL;
  /** The callback page's status and HTML. */
  readonly status: number;
  readonly page: string;
  /** The cookie oauth-start gave this browser (name=value). */
  readonly cookie: string;
}

/** POST /api/linkedin/oauth-start as the member's browser: the authorize URL and the cookie it sets. */
export async function startConnecting(origin: string, client: ApiClient): Promise<{ authUrl: string; cookie: string }> {
  const response = await fetch(`${origin}/api/linkedin/oauth-start`, { method: 'POST', headers: { authorization: `Bearer ${client.token}` } });
  if (response.status !== 200) throw new Error(`oauth-start answered ${response.status}: ${await response.text()}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { authUrl: ((await response.json()) as { authUrl: string }).authUrl, cookie };
}

/** Follows LinkedIn's redirect to the callback as a browser holding `cookie` (or none). */
export async function openCallback(callbackUrl: URL | string, cookie: string | null): Promise<{ status: number; page: string }> {
  const response = await fetch(callbackUrl, { headers: cookie ? { cookie } : {} });
  return { status: response.status, page: await response.text() };
}

export async function connectLinkedin(
  origin: string,
  client: ApiClient,
  member: Member,
  options: { consent?: 'allow' | 'cancel'; jar?: CookieJar } = {},
): Promise<ConnectResult> {
  const { authUrl, cookie } = await startConnecting(origin, client);
  const callbackUrl = await linkedInStandIn(origin).authorize(authUrl, member, options);
  return { authUrl, callbackUrl, cookie, ...(await openCallback(callbackUrl, cookie)) };
}

/** The message the callback page posts to its opener (the JSON data block it carries). */
export function connectMessageOf(page: string): { type: string; status: string; error?: string } {
  const json = /<script type="application\/json" id="connect-result">([\s\S]*?)<\/script>/.exec(page)?.[1];
  if (!json) throw new Error(`The callback page carries no result:\n${page.slice(0, 500)}`);
  return (JSON.parse(json) as { message: { type: string; status: string; error?: string } }).message;
}
