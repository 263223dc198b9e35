// The mails after a decision: the co-signer's confirmation with a private link to withdraw, and,
// when someone signed in as another person than the invited address, the notice to that address
// that its link was used, by whom, with its own way to withdraw. User text is escaped.
import type { Decision } from '../../domain/entities';
import { escapeHtml } from '../../domain/html';
import { PRODUCT_NAME } from '../../domain/product';
import { mailLayout } from './layout';
import type { Mail } from './mailer';
import { mailTemplate } from './templates';
import { utcDateTime } from '../../domain/messages/dates';
import { cosignerFooter } from './your-data-mails';

/** The co-signer's confirmation carries their private link to /withdraw/{token}. */
export const COSIGNED = mailTemplate('cosigned', 'withdrawal');
/** The notice to the invited address carries its own withdrawal link after an approval. */
export const LINK_USED = mailTemplate('link-used', 'withdrawal');


export interface CosignedFacts {
  readonly to: string;
  readonly ownerName: string;
  readonly proofTitle: string;
  readonly approvedAt: string;
  readonly withdrawLink: string;
}

export function cosignedMail(facts: CosignedFacts): Mail {
  const subject = `You co-signed "${facts.proofTitle}" for ${facts.ownerName} on ${PRODUCT_NAME}`;
  const text = [
    `Thank you. On ${utcDateTime(facts.approvedAt)} you approved ${facts.ownerName}'s proof "${facts.proofTitle}" on ${PRODUCT_NAME}.`,
    '',
    `If this was a mistake, or you no longer stand behind it, you can withdraw your co-signature at any time: ${facts.withdrawLink}`,
    '',
    'Keep this e-mail: the link is private and is the only way to withdraw.',
    '',
    cosignerFooter().text,
  ].join('\n');
  const html = mailLayout({
    title: 'You co-signed a proof',
    bodyHtml: `<p>Thank you. On ${escapeHtml(utcDateTime(facts.approvedAt))} you approved ${escapeHtml(facts.ownerName)}'s proof <strong>${escapeHtml(facts.proofTitle)}</strong>.</p>
<p>If this was a mistake, or you no longer stand behind it, you can withdraw your co-signature at any time.</p>
<p style="font-size:13px;color:#475569">Keep this e-mail: the link is private and is the only way to withdraw.</p>`,
    action: { label: 'Withdraw my co-signature', url: facts.withdrawLink },
    footerHtml: cosignerFooter().html,
  });
  return { to: facts.to, subject, text, html, template: COSIGNED };
}

export interface LinkUsedFacts {
  readonly to: string;
  readonly ownerName: string;
  readonly proofTitle: string;
  readonly signerName: string | null;
  readonly signerEmail: string | null;
  readonly decision: Decision;
  readonly decidedAt: string;
  /** Only for an approval: the invited address's own way to take it back. */
  readonly withdrawLink: string | null;
}

export function linkUsedMail(facts: LinkUsedFacts): Mail {
  const who = [facts.signerName, facts.signerEmail ? `(${facts.signerEmail})` : null].filter(Boolean).join(' ') || 'another LinkedIn account';
  const what = facts.decision === 'approved' ? 'approved' : 'declined';
  const subject = `Your validation link for "${facts.proofTitle}" was used by ${who}`;
  const lines = [
    `${facts.ownerName} invited you to validate "${facts.proofTitle}" on ${PRODUCT_NAME}. On ${utcDateTime(facts.decidedAt)} your link was used by ${who}, signed in with LinkedIn, who ${what} it.`,
    '',
    facts.withdrawLink
      ? `If that was not you, or not someone you asked to answer for you, withdraw the approval: ${facts.withdrawLink}`
      : `If that was not you, tell ${facts.ownerName}: they can send you a new link.`,
  ];
  const html = mailLayout({
    title: 'Your validation link was used',
    bodyHtml: `<p>${escapeHtml(facts.ownerName)} invited you to validate <strong>${escapeHtml(facts.proofTitle)}</strong>. On ${escapeHtml(utcDateTime(facts.decidedAt))} your link was used by <strong>${escapeHtml(who)}</strong>, signed in with LinkedIn, who ${what} it.</p>
<p>${escapeHtml(facts.withdrawLink ? 'If that was not you, or not someone you asked to answer for you, withdraw the approval.' : `If that was not you, tell ${facts.ownerName}: they can send you a new link.`)}</p>`,
    ...(facts.withdrawLink ? { action: { label: 'Withdraw the approval', url: facts.withdrawLink } } : {}),
    footerHtml: cosignerFooter().html,
  });
  return { to: facts.to, subject, text: [...lines, '', cosignerFooter().text].join('\n'), html, template: LINK_USED };
}
