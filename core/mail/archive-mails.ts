// The mail that says a person's archive is ready. It links to their Settings, where they download
// it signed in: the file itself is never linked from a mail.
import { escapeHtml } from '../../domain/html';
import { PRODUCT_NAME } from '../../domain/product';
import { mailLayout } from './layout';
import type { Mail } from './mailer';
import { mailTemplate } from './templates';

export const ARCHIVE_READY = mailTemplate('archive-ready', null);

export function archiveReadyMail(facts: { readonly to: string; readonly name: string; readonly settingsUrl: string; readonly until: string }): Mail {
  const lines = [
    `Hi ${facts.name},`,
    `The archive of your ${PRODUCT_NAME} data you asked for is ready. Download it from your Settings, signed in, until ${facts.until}.`,
    'If you did not ask for it, sign in and check your account: nobody but you can download it.',
  ];
  const html = mailLayout({ title: 'Your archive is ready', bodyHtml: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'), action: { label: 'Open your Settings', url: facts.settingsUrl } });
  return { to: facts.to, subject: `Your ${PRODUCT_NAME} archive is ready`, text: [...lines, facts.settingsUrl].join('\n\n'), html, template: ARCHIVE_READY };
}
