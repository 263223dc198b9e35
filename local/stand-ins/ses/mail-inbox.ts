// The local inbox: every mail the product sent through the SES stand-in, newest first.
import { escapeHtml } from '../../../domain/html';
import { PRODUCT_NAME } from '../../../domain/product';
import type { LocalMail } from './ses';

export function renderInbox(mails: readonly LocalMail[]): string {
  const items = mails.map(renderMail).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox · ${PRODUCT_NAME}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f8fafc; color: #0f172a; }
  main { max-width: 960px; margin: 0 auto; padding: 24px; }
  article { background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; margin: 16px 0; padding: 16px 20px; }
  h2 { font-size: 1.1rem; margin: 0 0 4px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0; font-size: .9rem; color: #334155; }
  dt { font-weight: 600; }
  details { margin-top: 8px; }
  pre { white-space: pre-wrap; background: #f1f5f9; padding: 12px; border-radius: 8px; }
  iframe { width: 100%; min-height: 360px; border: 1px solid #e2e8f0; border-radius: 8px; background: #fff; }
  a:focus-visible, summary:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Local inbox</h1>
<p>Mail sent by ${PRODUCT_NAME} on this machine, newest first. Also as <a href="/__local/mail.json">JSON</a>. Kept in memory until the runtime stops.</p>
${mails.length === 0 ? '<p>No mail has been sent yet.</p>' : items}
</main>
</body>
</html>`;
}

function renderMail(mail: LocalMail): string {
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>Sent</dt><dd><time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt)}</time></dd>
</dl>
${mail.html ? `<iframe title="${escapeHtml(`HTML body of ${mail.subject}`)}" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe>` : ''}
<details${mail.html ? '' : ' open'}><summary>Plain text</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`;
}
