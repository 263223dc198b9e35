// GET /api/public/wallet/interactions/{code}?iuv=1: the offer's interaction URL (VCALM). A wallet
// (`Accept: application/json`) reads the protocols it may use; a browser (a phone's camera app)
// gets a page with the same-device link to an OpenID4VCI wallet.
import { escapeHtml } from '../../domain/html';
import { wallet as m } from '../../domain/messages/wallet';
import { PRODUCT_NAME } from '../../domain/product';
import { interactionProtocols } from '../../core/wallet/vc-api-exchange';
import { endpoint, respond, respondWith, routeNamed } from '../shared/endpoint';
import { html } from '../shared/http';
import { offerCodeOf, WALLET_HEADERS } from './protocol';

function page(offerUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(m.interactionPageTitle)} | ${PRODUCT_NAME}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>${escapeHtml(m.interactionPageTitle)}</h1><p>${escapeHtml(m.interactionPageText)}</p>
<p><a href="${escapeHtml(offerUrl)}">${escapeHtml(m.openInWallet)}</a></p></main></body></html>`;
}

export const handler = endpoint(routeNamed('GetWalletInteraction'), {}, async ({ event }) => {
  const answer = await interactionProtocols(offerCodeOf(event));
  if (/application\/json/i.test(event.headers?.accept ?? '')) return respond(200, answer, WALLET_HEADERS);
  return respondWith(html(200, page(answer.protocols['oid4vci-1.0']), { 'cache-control': 'no-store' }));
});
