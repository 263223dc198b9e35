// What every mail template declares once, beside the function that writes it: its name (the
// Emails page's Template column) and the private link it carries, if any. A private link is a
// bearer secret (whoever holds it can use it) whose token the table otherwise keeps only as a
// hash, so the mail log never keeps the content of a mail that carries one: a failed send of it
// cannot be sent again by an admin, and the reader gets a fresh link through the product's own
// flow instead (docs/admin-operations.md, Emails).
import type { PrivateLink } from '../../domain/api/admin/emails';

export interface MailTemplate {
  readonly name: string;
  /** The private link every mail of this template may carry; null when it carries none. */
  readonly privateLink: PrivateLink | null;
}

export const mailTemplate = (name: string, privateLink: PrivateLink | null): MailTemplate => ({ name, privateLink });
