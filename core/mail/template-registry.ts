// Every mail template the product sends, by name: how the mail log and the Emails page learn what
// a recorded mail carried, including for entries written before a template declared it.
import type { PrivateLink } from '../../domain/api/admin/emails';
import { ARCHIVE_READY } from './archive-mails';
import { ACCOUNT_CLOSED, ACCOUNT_CLOSING } from './closure-mails';
import { YOUR_DATA_LINK } from './your-data-mails';
import { COSIGNED, LINK_USED } from './cosign-mails';
import { PROOF_DELETED } from './deletion-mails';
import { LINKEDIN_EXPIRY_REMINDER } from './linkedin-mails';
import { PROOF_HIDDEN, PROOF_SHOWN_AGAIN, REPORT_OUTCOME } from './moderation-mails';
import { ACCOUNT_RESTORED, ACCOUNT_SUSPENDED, SUSPENSION_APPEAL_UPHELD } from './suspension-mails';
import type { MailTemplate } from './templates';
import { NEW_LINK_REQUESTED, VALIDATION_REMINDER, VALIDATION_REQUEST } from './validation-mails';

export const MAIL_TEMPLATES: readonly MailTemplate[] = [
  VALIDATION_REQUEST,
  VALIDATION_REMINDER,
  NEW_LINK_REQUESTED,
  COSIGNED,
  LINK_USED,
  LINKEDIN_EXPIRY_REMINDER,
  PROOF_HIDDEN,
  PROOF_SHOWN_AGAIN,
  REPORT_OUTCOME,
  PROOF_DELETED,
  ARCHIVE_READY,
  ACCOUNT_CLOSING,
  ACCOUNT_CLOSED,
  YOUR_DATA_LINK,
  ACCOUNT_SUSPENDED,
  ACCOUNT_RESTORED,
  SUSPENSION_APPEAL_UPHELD,
];

const byName = new Map(MAIL_TEMPLATES.map((template) => [template.name, template]));

/**
 * The private link a recorded mail of this template carried. `unnamed` (the moderation mails,
 * before they had names) carried none; any other name this list does not know is treated as
 * carrying a validation link, so a template left out of the list is never kept or resent.
 */
export function privateLinkOf(templateName: string): PrivateLink | null {
  const template = byName.get(templateName);
  if (template) return template.privateLink;
  return templateName === 'unnamed' ? null : 'validation';
}
