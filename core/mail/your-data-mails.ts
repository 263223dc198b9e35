// The mail with the private link to the co-signers' own page (docs/data-rights.md), and the line
// every mail to a co-signer ends with, pointing to where they can ask for one.
import { escapeHtml } from '../../domain/html';
import { yourData as m } from '../../domain/messages/your-data';
import { config } from '../config';
import { mailLayout } from './layout';
import type { Mail } from './mailer';
import { mailTemplate } from './templates';

export const YOUR_DATA_LINK = mailTemplate('your-data-link', 'data');

export function yourDataLinkMail(facts: { readonly to: string; readonly link: string }): Mail {
  const lines = [m.linkMailIntro(facts.to), m.linkMailIgnore];
  const html = mailLayout({ title: m.title, bodyHtml: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'), action: { label: 'See what is held', url: facts.link } });
  return { to: facts.to, subject: m.linkMailSubject, text: [...lines, facts.link].join('\n\n'), html, template: YOUR_DATA_LINK };
}

/** The public page where anyone Provenly mailed asks for that link. */
export const yourDataPage = (): string => `${config().publicOrigin}/your-data`;

/** The closing line of a mail to a co-signer, as text and as HTML. */
export function cosignerFooter(): { readonly text: string; readonly html: string } {
  const url = yourDataPage();
  return { text: `${m.mailFooter} ${url}`, html: `<p style="font-size:13px;color:#475569">${escapeHtml(m.mailFooter)} <a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(url)}</a></p>` };
}
