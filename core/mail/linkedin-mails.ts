// The reminder that a LinkedIn connection for posting expires soon (LinkedIn tokens live 60 days
// and cannot be refreshed), with a link back to the dashboard to reconnect.
import { escapeHtml } from '../../domain/html';
import { PRODUCT_NAME } from '../../domain/product';
import { mailLayout } from './layout';
import type { Mail } from './mailer';
import { mailTemplate } from './templates';
import { utcDay } from '../../domain/messages/dates';

/** Links to the dashboard only. */
export const LINKEDIN_EXPIRY_REMINDER = mailTemplate('linkedin-expiry-reminder', null);

export interface ExpiryReminderFacts {
  readonly to: string;
  readonly name: string;
  readonly expiresAt: string;
  /** The dashboard, where Connect LinkedIn reconnects. */
  readonly reconnectLink: string;
}


export function linkedinExpiryReminderMail(facts: ExpiryReminderFacts): Mail {
  const when = utcDay(facts.expiresAt);
  const subject = `Your LinkedIn connection on ${PRODUCT_NAME} expires on ${when}`;
  const text = [
    `Hi ${facts.name},`,
    '',
    `LinkedIn lets ${PRODUCT_NAME} post for you for 60 days at a time. Your connection expires on ${when}; after that, sharing a proof asks you to reconnect.`,
    '',
    `Reconnect now in one click (LinkedIn may not even ask again): ${facts.reconnectLink}`,
  ].join('\n');
  const html = mailLayout({
    title: 'Your LinkedIn connection expires soon',
    bodyHtml: `<p>Hi ${escapeHtml(facts.name)},</p>
<p>LinkedIn lets ${PRODUCT_NAME} post for you for 60 days at a time. Your connection expires on <strong>${escapeHtml(when)}</strong>; after that, sharing a proof asks you to reconnect.</p>`,
    action: { label: 'Reconnect LinkedIn', url: facts.reconnectLink },
  });
  return { to: facts.to, subject, text, html, template: LINKEDIN_EXPIRY_REMINDER };
}
