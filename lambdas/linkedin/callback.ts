// LinkedIn's redirect after the member answered the authorize page, inside the connect popup.
// Public: the single-use state names the user, the cookie set by oauth-start names the browser.
// Always a 200 HTML page for the popup (a failure is told in the page and in its message to the
// opener), never JSON; the cookie is cleared either way.
import * as z from 'zod';
import { callbackPage, CALLBACK_PAGE_CSP } from '../../core/linkedin/callback-page';
import { completeConnect, CONNECT_COOKIE, connectCookie } from '../../core/linkedin/connection';
import { config } from '../../core/config';
import { endpoint, respondWith, routeNamed } from '../shared/endpoint';
import { html } from '../shared/http';

const callbackQuery = z.object({
  code: z.string().max(2048).optional().catch(undefined),
  state: z.string().max(256).optional().catch(undefined),
  error: z.string().max(256).optional().catch(undefined),
});

const cookieValue = (cookies: readonly string[] | undefined, name: string): string | null =>
  cookies?.map((cookie) => cookie.split('=')).find(([key]) => key?.trim() === name)?.slice(1).join('=').trim() || null;

export const handler = endpoint(routeNamed('LinkedinOauthCallback'), { query: callbackQuery }, async ({ query, event }) => {
  const outcome = await completeConnect(query, cookieValue(event.cookies, CONNECT_COOKIE));
  return respondWith({
    ...html(200, callbackPage(outcome, config().publicOrigin), { 'cache-control': 'no-store', 'content-security-policy': CALLBACK_PAGE_CSP, 'referrer-policy': 'no-referrer' }),
    cookies: [connectCookie('', 0)],
  });
});
