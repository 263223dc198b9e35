// The mails of the validation flow: the invitation, the reminder, the renewal, and the owner's notice that a
// validator asked for a new link. Plain text and HTML say the same; user text is escaped.
import { escapeHtml } from '../../domain/html';
import { reminders } from '../../domain/messages/invitations';
import { PRODUCT_NAME } from '../../domain/product';
import type { ValidatorRole } from '../../domain/entities';
import type { Mail } from './mailer';
import { mailLayout } from './layout';
import { mailTemplate } from './templates';
import { utcDateTime } from '../../domain/messages/dates';
import { cosignerFooter } from './your-data-mails';

/** The invitation and the reminder carry the validator's private link to /validate/{token}. */
export const VALIDATION_REQUEST = mailTemplate('validation-request', 'validation');
export const VALIDATION_REMINDER = mailTemplate('validation-reminder', 'validation');
/** To the owner: only their dashboard's address, no private link. */
export const NEW_LINK_REQUESTED = mailTemplate('new-link-requested', null);

export interface InvitationFacts {
  readonly to: string;
  readonly ownerName: string;
  readonly proofTitle: string;
  readonly proofRole: string;
  readonly orgName: string | null;
  readonly validatorRole: ValidatorRole;
  readonly link: string;
  readonly requiresLinkedinAuth: boolean;
  readonly expiresAt: string;
}

/** The facts of an invitation or reminder, from the request, its proof and its fresh link. */
export function invitationFacts(
  request: { readonly inviteeEmail: string; readonly role: ValidatorRole; readonly requiresLinkedinAuth: boolean; readonly expiresAt: string },
  proof: { readonly title: string; readonly role: string; readonly orgName: string | null },
  ownerName: string,
  link: string,
): InvitationFacts {
  return {
    to: request.inviteeEmail,
    ownerName,
    proofTitle: proof.title,
    proofRole: proof.role,
    orgName: proof.orgName,
    validatorRole: request.role,
    link,
    requiresLinkedinAuth: request.requiresLinkedinAuth,
    expiresAt: request.expiresAt,
  };
}

const roleWords = (role: ValidatorRole) => (role === 'manager' ? 'their manager' : 'a peer');

/** An invitation, a reminder of it (one more link; the earlier one still works), or a renewal (a new link; the earlier ones expired). */
type InvitationKind = 'invitation' | 'reminder' | 'renewal';

/** What a reminder or a renewal says about the request's other links, or nothing. */
function aboutOtherLinks(facts: InvitationFacts, kind: InvitationKind): string | null {
  if (kind === 'reminder') return `${reminders.mail.sameRequest} ${reminders.mail.earlierLinkWorks(utcDateTime(facts.expiresAt))}`;
  if (kind === 'renewal') return reminders.renewalMail.earlierLinksExpired;
  return null;
}

function invitationMail(facts: InvitationFacts, kind: InvitationKind): Mail {
  const reminder = kind === 'reminder';
  const what = `${facts.proofTitle} (${facts.proofRole}${facts.orgName ? ` at ${facts.orgName}` : ''})`;
  const subject = `${reminder ? 'Reminder: ' : ''}${facts.ownerName} asks you to validate "${facts.proofTitle}" on ${PRODUCT_NAME}`;
  const signIn = facts.requiresLinkedinAuth ? 'As a manager, you will be asked to sign in with LinkedIn to confirm who you are.' : 'You can respond with or without signing in with LinkedIn.';
  const otherLinks = aboutOtherLinks(facts, kind);
  const footer = cosignerFooter();
  const text = [
    `${facts.ownerName} asked you, as ${roleWords(facts.validatorRole)}, to confirm their work on ${PRODUCT_NAME}:`,
    '',
    what,
    '',
    `Review it and approve or decline: ${facts.link}`,
    '',
    ...(otherLinks ? [otherLinks, ''] : []),
    signIn,
    `This private link works once and expires on ${utcDateTime(facts.expiresAt)} (links last 72 hours).`,
    '',
    `If you did not expect this, you can ignore this e-mail.`,
    '',
    footer.text,
  ].join('\n');
  const html = mailLayout({
    title: reminder ? reminders.mail.title : 'Your validation is requested',
    bodyHtml: `<p>${escapeHtml(facts.ownerName)} asked you, as ${roleWords(facts.validatorRole)}, to confirm their work:</p>
<p style="background:#f1f5f9;border-radius:8px;padding:12px 16px"><strong>${escapeHtml(facts.proofTitle)}</strong><br>${escapeHtml(facts.proofRole)}${facts.orgName ? ` at ${escapeHtml(facts.orgName)}` : ''}</p>
${otherLinks ? `<p>${escapeHtml(otherLinks)}</p>\n` : ''}<p>${escapeHtml(signIn)}</p>
<p style="font-size:13px;color:#475569">This private link works once and expires on ${escapeHtml(utcDateTime(facts.expiresAt))}. If you did not expect this, you can ignore this e-mail.</p>`,
    action: { label: 'Review and respond', url: facts.link },
    footerHtml: footer.html,
  });
  return { to: facts.to, subject, text, html, template: reminder ? VALIDATION_REMINDER : VALIDATION_REQUEST };
}

export const validationRequestMail = (facts: InvitationFacts): Mail => invitationMail(facts, 'invitation');
export const validationReminderMail = (facts: InvitationFacts): Mail => invitationMail(facts, 'reminder');
/** The invitation again, with a new link for an expired request. */
export const validationRenewalMail = (facts: InvitationFacts): Mail => invitationMail(facts, 'renewal');

export function newLinkRequestedMail(facts: { to: string; validatorEmail: string; proofTitle: string; dashboardUrl: string }): Mail {
  const subject = `${facts.validatorEmail} asks for a new validation link`;
  const text = [
    `${facts.validatorEmail} opened your validation link for "${facts.proofTitle}" after it expired and asks for a new one.`,
    '',
    `Send them a new link from your dashboard (Remind, beside their expired request): ${facts.dashboardUrl}`,
  ].join('\n');
  const html = mailLayout({
    title: 'A validator asks for a new link',
    bodyHtml: `<p>${escapeHtml(facts.validatorEmail)} opened your validation link for <strong>${escapeHtml(facts.proofTitle)}</strong> after it expired and asks for a new one.</p>
<p>Send them a new link from your dashboard: Remind, beside their expired request.</p>`,
    action: { label: 'Open your dashboard', url: facts.dashboardUrl },
  });
  return { to: facts.to, subject, text, html, template: NEW_LINK_REQUESTED };
}
