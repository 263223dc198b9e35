// The page LinkedIn's redirect lands on, inside the connect popup: it tells the window that opened
// it how connecting went (postMessage, targeted at the product's origin only) and closes itself.
// Its script and policy are domain/linkedin-callback.ts (CloudFront sends the same policy).
import { LINKEDIN_CONNECT_MESSAGE_TYPE, type ConnectMessage } from '../../domain/api/linkedin';
import { escapeHtml } from '../../domain/html';
import { sharing } from '../../domain/messages/sharing';
import { CALLBACK_PAGE_CSP, CALLBACK_SCRIPT } from '../../domain/linkedin-callback';
import { PRODUCT_NAME } from '../../domain/product';

export { CALLBACK_PAGE_CSP };

/** JSON inside <script type="application/json">: no '<' may end the block early. */
const jsonInScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function callbackPage(outcome: { ok: true } | { ok: false; error: string }, targetOrigin: string): string {
  const message: ConnectMessage = outcome.ok ? { type: LINKEDIN_CONNECT_MESSAGE_TYPE, status: 'success' } : { type: LINKEDIN_CONNECT_MESSAGE_TYPE, status: 'error', error: outcome.error };
  const heading = outcome.ok ? 'LinkedIn connected' : sharing.linkedinConnectionFailed;
  const detail = outcome.ok ? 'You can close this window.' : outcome.error;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)} · ${escapeHtml(PRODUCT_NAME)}</title>
<style>body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:28rem;padding:0 1rem;color:#0f172a}a{color:#0a66c2}</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(detail)}</p>
<p><a href="${escapeHtml(targetOrigin)}/dashboard">Back to ${escapeHtml(PRODUCT_NAME)}</a></p>
</main>
<script type="application/json" id="connect-result">${jsonInScript({ message, targetOrigin })}</script>
<script>${CALLBACK_SCRIPT}</script>
</body>
</html>`;
}
