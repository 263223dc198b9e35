// The local wallet's page (/__local/wallet): a form for an offer's link, and what the wallet holds,
// each credential with the proof it vouches for and whether it still stands. Text as text, never HTML.
import { escapeHtml } from '../linkedin/sign-in/pages';
import type { HeldCredential, InspectedOffer } from './local-wallet';

export interface ShownCredential extends HeldCredential {
  /** The product's public check of it: still standing, or revoked (or otherwise failing). */
  readonly standing: boolean;
}

const field = (credential: Record<string, unknown>, ...path: string[]): string => {
  let value: unknown = credential;
  for (const name of path) value = (value as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/** The offer looked at: its QR code (what a phone would scan), its state and what it offers, and Claim while open. */
function offerSection(offer: InspectedOffer, qrSvg: string): string {
  const protocols = Object.entries(offer.protocols).map(([name, url]) => `<li><strong>${escapeHtml(name)}</strong>: <code>${escapeHtml(url)}</code></li>`).join('');
  const offered = offer.credentialOffer?.credential_configuration_ids?.join(', ') ?? '';
  return `<section aria-labelledby="offer"><h2 id="offer">Offer</h2>
<img src="data:image/svg+xml;utf8,${encodeURIComponent(qrSvg)}" alt="QR code of the offer" width="200" height="200">
<p>State: <strong>${escapeHtml(offer.state)}</strong></p>
${offered ? `<p>Offers <code>${escapeHtml(offered)}</code> from <code>${escapeHtml(offer.credentialOffer?.credential_issuer ?? '')}</code></p>` : ''}
${protocols ? `<ul>${protocols}</ul>` : ''}
${offer.state === 'open' ? `<form method="post" action="/__local/wallet"><input type="hidden" name="link" value="${escapeHtml(offer.link)}"><button type="submit">Claim</button></form>` : ''}
</section>`;
}

export function renderWallet(options: { holderDid: string; held: readonly ShownCredential[]; message: string | null; failed: boolean; offer?: { readonly inspected: InspectedOffer; readonly qrSvg: string } }): string {
  const items = options.held
    .map(({ credential, receivedAt, standing }) => `<li><article aria-label="${escapeHtml(field(credential, 'name'))}">
<h3>${escapeHtml(field(credential, 'name'))} <span class="status ${standing ? 'ok' : 'bad'}">${standing ? 'Valid' : 'Revoked'}</span></h3>
<p>Proof ${escapeHtml(field(credential, 'credentialSubject', 'achievement', 'humanCode'))} · received <time datetime="${escapeHtml(receivedAt)}">${escapeHtml(receivedAt.replace('T', ' ').slice(0, 16))} UTC</time></p>
<p class="meta">Bound to <code>${escapeHtml(field(credential, 'credentialSubject', 'id'))}</code></p>
</article></li>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local wallet</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#0f172a}code{word-break:break-all}input{width:100%;padding:.5rem;font:inherit}button{margin-top:.5rem;padding:.5rem 1rem;font:inherit}:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}.status{font-size:.8rem;padding:.1rem .5rem;border-radius:1rem}.ok{background:#d1fae5;color:#064e3b}.bad{background:#fee2e2;color:#7f1d1d}.meta{color:#475569;font-size:.9rem}ul{list-style:none;padding:0}li{border-top:1px solid #e2e8f0;padding:.5rem 0}</style></head>
<body><main><h1>Local wallet</h1>
<p>What a wallet app on a phone does with <strong>Add to wallet</strong>: paste the offer's wallet link (the address its QR code carries) to see the offer, its QR code and its state, then claim it: this wallet follows the VC-API exchange and holds the credential, bound to its own DID.</p>
<p class="meta">Holder: <code>${escapeHtml(options.holderDid)}</code></p>
<form method="get" action="/__local/wallet"><label for="link">Wallet link</label><input id="link" name="offer" required autocomplete="off"><button type="submit">Look at the offer</button></form>
${options.offer ? offerSection(options.offer.inspected, options.offer.qrSvg) : ''}
${options.message ? `<p role="${options.failed ? 'alert' : 'status'}">${escapeHtml(options.message)}</p>` : ''}
<h2>Credentials held</h2>
${items ? `<ul>${items}</ul>` : '<p>None yet.</p>'}
</main></body></html>`;
}
