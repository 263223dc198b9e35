// Sends mail through SES: the real SDK client, pointed at the local SES stand-in by configuration.
// Every send is recorded for the admin Emails page (core/data/mail-log/mail-log.ts): sent, or failed with
// what it takes to send it again, unless its template carries a private link (core/mail/templates.ts):
// such a mail's content is never kept, so its link exists only in the mail itself. Nothing here
// logs a mail's text, HTML or links.
import { randomUUID } from 'node:crypto';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { ERASED_ADDRESS } from '../../domain/constants';
import { clock } from '../clock';
import { config, onConfigReload } from '../config';
import { putMailRecord, type StoredMailRecord } from '../data/mail-log/mail-log';
import { createLogger, redact, type Logger } from '../log';
import { metrics } from '../metrics';
import type { MailTemplate } from './templates';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly replyTo?: string;
  /** Which mail this is (validation-request, cosigned...), and whether it carries a private link. */
  readonly template: MailTemplate;
}

const log = createLogger({ component: 'mailer' });

let client: SESClient | undefined;
onConfigReload(() => {
  client?.destroy();
  client = undefined;
});

function ses(): SESClient {
  if (!client) {
    const { region, sesEndpoint } = config();
    client = new SESClient({ region, ...(sesEndpoint ? { endpoint: sesEndpoint } : {}) });
  }
  return client;
}

/**
 * A header's text on one line: line breaks and other control characters become a space, so user
 * text (a proof title, a display name) can never add a header. Input hygiene refuses them
 * already; this holds for text that reached the table before it did.
 */
export function headerText(text: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return text.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]+/g, ' ').trim();
}

/**
 * Sends one mail and records it; returns SES's message id ('' for an erased address, which is
 * not mailed). Throws when SES refuses it (counted in
 * MailFailures; recorded as failed, so an admin can send it again unless it carried a private link).
 */
export async function sendMail(mail: Mail): Promise<string> {
  // An erased person's address reads as ERASED_ADDRESS: there is nobody to mail, and nothing to log.
  if (mail.to === ERASED_ADDRESS) return '';
  const sentAt = clock.nowIso();
  try {
    const messageId = await sendOnly(mail);
    await record(mail, sentAt, { messageId, error: null });
    return messageId;
  } catch (error) {
    metrics.mailFailed();
    await record(mail, sentAt, { messageId: null, error: failureText(error) });
    throw error;
  }
}

/**
 * Sends a mail whose failure must not undo what it tells of: a failure is logged on `log` by the
 * error's kind only (SES's message may quote the address) and the action stands; the mail log keeps
 * the reason for the Emails page, where an admin can send it again. Returns whether it was sent.
 */
export async function sendMailOrLog(mail: Mail, log: Logger, what: string, context: Readonly<Record<string, unknown>> = {}): Promise<boolean> {
  try {
    await sendMail(mail);
    return true;
  } catch (error) {
    log.error(`${what} not sent`, { ...context, template: mail.template.name, errorName: error instanceof Error ? error.name : 'unknown' });
    return false;
  }
}

/** The reason a send failed, on one line, as the Emails page shows it (never a token: cut out as in logs). */
export const failureText = (error: unknown): string =>
  String(redact('error', (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).replace(/\s+/g, ' '))).slice(0, 300);

/** A mail id that sorts by time: the send's milliseconds, then a random part. */
const mailId = (sentAt: string) => `${String(Date.parse(sentAt)).padStart(14, '0')}-${randomUUID()}`;

async function record(mail: Mail, sentAt: string, outcome: { messageId: string | null; error: string | null }): Promise<void> {
  const entry: StoredMailRecord = {
    id: mailId(sentAt),
    template: mail.template.name,
    recipient: mail.to,
    subject: headerText(mail.subject),
    sentAt,
    status: outcome.error === null ? 'sent' : 'failed',
    attempts: 1,
    lastAttemptAt: sentAt,
    error: outcome.error,
    messageId: outcome.messageId,
  };
  try {
    // Content is kept only to send a failed mail again, and never for one with a private link.
    const keepContent = outcome.error !== null && mail.template.privateLink === null;
    await putMailRecord(entry, keepContent ? { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) } : null);
  } catch (error) {
    // The mail went (or failed) either way; a record that cannot be written must not change that.
    log.error('mail not recorded', { template: entry.template, error });
  }
}

/** Sends without recording: an admin's retry of a recorded mail (core/admin/emails.ts). */
export async function sendOnly(mail: Omit<Mail, 'template'>): Promise<string> {
  const { mailFrom, sesConfigurationSet } = config();
  const result = await ses().send(
    new SendEmailCommand({
      Source: mailFrom,
      Destination: { ToAddresses: [mail.to] },
      ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
      ...(sesConfigurationSet ? { ConfigurationSetName: sesConfigurationSet } : {}),
      Message: {
        Subject: { Data: headerText(mail.subject), Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
      },
    }),
  );
  return result.MessageId ?? '';
}
