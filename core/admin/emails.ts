// The Emails page: every mail sent, and sending a failed one again (an admin action, recorded in
// the admin action log with its outcome).
import { mailMessages, type MailPage, type MailRecord } from '../../domain/api/admin/emails';
import type { SessionUser } from '../../domain/entities';
import { clock } from '../clock';
import type { PageOptions } from '../data/items';
import { claimMailForRetry, getMailRecord, listMailRecords, mailRetryOutcome } from '../data/mail-log';
import { conflict, notFound } from '../errors';
import { failureText, sendOnly } from '../mail/mailer';
import { metrics } from '../metrics';
import { recordAdminAction } from './admin-log';

export const mailsPage = (filter: 'all' | 'failed', options: PageOptions): Promise<MailPage> => listMailRecords(filter, options);

/**
 * Sends a failed mail again, once even when two admins click at once. Answers the mail as it is
 * now: sent, or failed again with the new reason (it can be retried later).
 */
export async function retryMail(admin: SessionUser, mailId: string): Promise<MailRecord> {
  const found = await getMailRecord(mailId);
  if (!found) throw notFound(mailMessages.notFound);
  if (found.record.status !== 'failed' || !found.content) throw conflict(mailMessages.notFailed);
  if (!(await claimMailForRetry(mailId, clock.nowIso()))) throw conflict(mailMessages.notFailed);

  const { content, record } = found;
  let outcome: Parameters<typeof mailRetryOutcome>[1];
  try {
    const messageId = await sendOnly({ ...content, template: record.template });
    outcome = { sent: true, messageId, at: clock.nowIso() };
  } catch (error) {
    metrics.mailFailed();
    outcome = { sent: false, error: failureText(error), at: clock.nowIso() };
  }
  await recordAdminAction(
    {
      action: 'mail-retry',
      actor: admin.id,
      target: `mail:${mailId}`,
      reason: 'Send again',
      details: { template: record.template, recipient: record.recipient, outcome: outcome.sent ? 'sent' : 'failed' },
    },
    { mail: mailRetryOutcome(mailId, outcome) },
  );
  const after = await getMailRecord(mailId);
  return after!.record;
}
