// LinkedIn's redirect after the member answered the authorize page, inside the connect popup.
// Public: the single-use state names the user. Always a 200 HTML page for the popup (a failure
// is told in the page and in its message to the opener), never JSON.
import { z } from 'zod';
import { callbackPage, CALLBACK_PAGE_CSP } from '../../core/linkedin/callback-page';
import { completeConnect } from '../../core/linkedin/connection';
import { config } from '../../core/config';
import { endpoint, respondWith, routeNamed } from '../shared/endpoint';
import { html } from '../shared/http';

const callbackQuery = z.object({
  code: z.string().max(2048).optional().catch(undefined),
  state: z.string().max(256).optional().catch(undefined),
  error: z.string().max(256).optional().catch(undefined),
});

export const handler = endpoint(routeNamed('LinkedinOauthCallback'), { query: callbackQuery }, async ({ query }) => {
  const outcome = await completeConnect(query);
  return respondWith(
    html(200, callbackPage(outcome, config().publicOrigin), { 'cache-control': 'no-store', 'content-security-policy': CALLBACK_PAGE_CSP, 'referrer-policy': 'no-referrer' }),
  );
});
