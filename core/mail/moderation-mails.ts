// The mails of moderation: the owner told that an admin hid their proof (with the reason and how to
// appeal) or showed it again, and a reporter told what became of their report. User text is escaped.
import { escapeHtml } from '../../domain/html';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../domain/product';
import { mailLayout } from './layout';
import type { Mail } from './mailer';
import { mailTemplate } from './templates';
import { utcDay } from '../../domain/messages/dates';

/** Moderation mails link to the dashboard or the reported public page only. */
export const PROOF_HIDDEN = mailTemplate('proof-hidden', null);
export const PROOF_SHOWN_AGAIN = mailTemplate('proof-shown-again', null);
export const REPORT_OUTCOME = mailTemplate('report-outcome', null);

const paragraphs = (text: string) =>
  text
    .split('\n')
    .map((line) => escapeHtml(line))
    .join('<br>');

/** How to appeal a hidden proof (ours; the Terms promise to say why, and the sender is no-reply). */
const appealText =
  `If you think this is a mistake, write to ${SUPPORT_EMAIL} with the proof's title and why it should be public. ` +
  'We will review the decision and tell you the outcome. Replying to this e-mail reaches the same address.';

export interface ProofHiddenFacts {
  readonly to: string;
  readonly ownerName: string;
  readonly proofTitle: string;
  readonly reason: string;
  readonly dashboardUrl: string;
}

export function proofHiddenMail(facts: ProofHiddenFacts): Mail {
  const subject = `Your proof "${facts.proofTitle}" is no longer public on ${PRODUCT_NAME}`;
  const text = [
    `Hi ${facts.ownerName},`,
    '',
    `An administrator of ${PRODUCT_NAME} has hidden your proof "${facts.proofTitle}" from every public page: its public page, your portfolio, its image and link previews, and its credential.`,
    '',
    'The reason given:',
    facts.reason,
    '',
    `You can still see and edit it on your dashboard: ${facts.dashboardUrl}`,
    '',
    appealText,
  ].join('\n');
  const html = mailLayout({
    title: 'Your proof is no longer public',
    bodyHtml: `<p>Hi ${escapeHtml(facts.ownerName)},</p>
<p>An administrator of ${PRODUCT_NAME} has hidden your proof <strong>${escapeHtml(facts.proofTitle)}</strong> from every public page: its public page, your portfolio, its image and link previews, and its credential.</p>
<p><strong>The reason given:</strong><br>${paragraphs(facts.reason)}</p>
<p>You can still see and edit it on your dashboard.</p>
<p>If you think this is a mistake, write to <a href="mailto:${SUPPORT_EMAIL}" style="color:#1d4ed8">${SUPPORT_EMAIL}</a> with the proof's title and why it should be public. We will review the decision and tell you the outcome. Replying to this e-mail reaches the same address.</p>`,
    action: { label: 'Open your dashboard', url: facts.dashboardUrl },
  });
  // The sender is a no-reply address: a reply goes to the mailbox that handles appeals.
  return { to: facts.to, subject, text, html, replyTo: SUPPORT_EMAIL, template: PROOF_HIDDEN };
}

export function proofShownAgainMail(facts: Omit<ProofHiddenFacts, 'reason'>): Mail {
  const subject = `Your proof "${facts.proofTitle}" is public again on ${PRODUCT_NAME}`;
  const text = [
    `Hi ${facts.ownerName},`,
    '',
    `An administrator of ${PRODUCT_NAME} has made your proof "${facts.proofTitle}" public again: it is back wherever a verified, published proof appears.`,
    '',
    `Your dashboard: ${facts.dashboardUrl}`,
  ].join('\n');
  const html = mailLayout({
    title: 'Your proof is public again',
    bodyHtml: `<p>Hi ${escapeHtml(facts.ownerName)},</p>
<p>An administrator of ${PRODUCT_NAME} has made your proof <strong>${escapeHtml(facts.proofTitle)}</strong> public again: it is back wherever a verified, published proof appears.</p>`,
    action: { label: 'Open your dashboard', url: facts.dashboardUrl },
  });
  return { to: facts.to, subject, text, html, template: PROOF_SHOWN_AGAIN };
}

export interface ReportOutcomeFacts {
  readonly to: string;
  readonly pageUrl: string;
  readonly outcome: 'dismissed' | 'actioned';
  readonly reportedAt: string;
}

export function reportOutcomeMail(facts: ReportOutcomeFacts): Mail {
  const day = utcDay(facts.reportedAt);
  const outcome =
    facts.outcome === 'actioned'
      ? 'An administrator reviewed it and has hidden the proof from every public page.'
      : 'An administrator reviewed it and decided that the page may stay as it is.';
  const subject = `Your report to ${PRODUCT_NAME} has been reviewed`;
  const text = [`Thank you for your report of ${facts.pageUrl} on ${day}.`, '', outcome].join('\n');
  const html = mailLayout({
    title: 'Your report has been reviewed',
    bodyHtml: `<p>Thank you for your report of <a href="${escapeHtml(facts.pageUrl)}" style="color:#1d4ed8">${escapeHtml(facts.pageUrl)}</a> on ${escapeHtml(day)}.</p>
<p>${escapeHtml(outcome)}</p>`,
  });
  return { to: facts.to, subject, text, html, template: REPORT_OUTCOME };
}
