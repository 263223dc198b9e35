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
}

export async function connectLinkedin(
  origin: string,
  client: ApiClient,
  member: Member,
  options: { consent?: 'allow' | 'cancel'; jar?: CookieJar } = {},
): Promise<ConnectResult> {
  const started = await client.request<{ authUrl: string }>('POST', '/linkedin/oauth-start');
  if (started.status !== 200) throw new Error(`oauth-start answered ${started.status}: ${JSON.stringify(started.body)}`);
  const callbackUrl = await linkedInStandIn(origin).authorize(started.body.authUrl, member, options);
  const response = await fetch(callbackUrl);
  return { authUrl: started.body.authUrl, callbackUrl, status: response.status, page: await response.text() };
}

/** The message the callback page posts to its opener (the JSON data block it carries). */
export function connectMessageOf(page: string): { type: string; status: string; error?: string } {
  const json = /<script type="application\/json" id="connect-result">([\s\S]*?)<\/script>/.exec(page)?.[1];
  if (!json) throw new Error(`The callback page carries no result:\n${page.slice(0, 500)}`);
  return (JSON.parse(json) as { message: { type: string; status: string; error?: string } }).message;
}
