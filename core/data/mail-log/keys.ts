// The keys of every mail sent (docs/admin-operations.md).
// docs/data-model.md lists the layout and the access pattern each key serves.
import { type Key } from '../plumbing/key-parts';

/** The item kinds of the mail log (the `type` attribute). */
export const mailItemTypes = {
  mailRecord: 'MailRecord',
} as const;

export const mailKeys = {
  /** The mails sent to one mailbox (gsi2, by its pseudonym), for the person's archive. */
  mailsToMailbox: (mailboxPseudonym: string, mailId: string) => ({ gsi2pk: `MAILTO#${mailboxPseudonym}`, gsi2sk: mailId }),
  mailsToMailboxPartition: (mailboxPseudonym: string) => `MAILTO#${mailboxPseudonym}`,
  /** Every mail sent, newest first in one partition (a mail id starts with its time); failed ones also on gsi1 until resent. */
  mailRecord: (mailId: string): Key => ({ pk: 'MAILS', sk: `MAIL#${mailId}` }),
  mailsPartition: 'MAILS',
  mailPrefix: 'MAIL#',
  failedMailList: (mailId: string) => ({ gsi1pk: 'MAILS_FAILED', gsi1sk: mailId }),
  failedMailsPartition: 'MAILS_FAILED',
} as const;
