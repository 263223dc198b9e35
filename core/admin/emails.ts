// The Emails page: every mail sent, and sending a failed one again (an admin action, recorded in
// the admin action log with its outcome). A mail that carried a private link is never sent again:
// its content was not kept (core/mail/templates.ts); the page says why and how its reader gets a
// new link.
import { mailMessages, type MailPage, type MailRecord } from '../../domain/api/admin/emails';
import type { SessionUser } from '../../domain/entities';
import { clock } from '../clock';
import type { PageOptions } from '../data/plumbing/items';
import { claimMailForRetry, getMailRecord, listMailRecords, mailRetryOutcome, type StoredMailRecord } from '../data/mail-log/mail-log';
import { conflict, notFound } from '../errors';
import { failureText, sendOnly } from '../mail/mailer';
import { privateLinkOf } from '../mail/template-registry';
import { metrics } from '../metrics';
import { recordAdminAction } from '../data/admin-log/admin-log';

/** Why a recorded mail can never be sent again (it carried a private link), or null. */
const notRetryableReason = (template: string): string | null => {
  const link = privateLinkOf(template);
  return link ? mailMessages.privateLink[link] : null;
};

const withRetry = (record: StoredMailRecord): MailRecord => ({ ...record, notRetryable: notRetryableReason(record.template) });

export async function mailsPage(filter: 'all' | 'failed', options: PageOptions): Promise<MailPage> {
  const page = await listMailRecords(filter, options);
  return { ...page, items: page.items.map(withRetry) };
}

/**
 * Sends a failed mail again, once even when two admins click at once. Answers the mail as it is
 * now: sent, or failed again with the new reason (it can be retried later). A mail that carried a
 * private link answers 409 with the reason and changes nothing.
 */
export async function retryMail(admin: SessionUser, mailId: string): Promise<MailRecord> {
  const found = await getMailRecord(mailId);
  if (!found) throw notFound(mailMessages.notFound);
  if (found.record.status !== 'failed') throw conflict(mailMessages.notFailed);
  const refusal = notRetryableReason(found.record.template);
  if (refusal) throw conflict(refusal);
  if (!found.content || !(await claimMailForRetry(mailId, clock.nowIso()))) throw conflict(mailMessages.notFailed);

  const { content, record } = found;
  let outcome: Parameters<typeof mailRetryOutcome>[2];
  try {
    const messageId = await sendOnly(content);
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
      // The log keeps years: the mail's id and template, never its recipient.
      details: { template: record.template, outcome: outcome.sent ? 'sent' : 'failed' },
    },
    { mail: await mailRetryOutcome(mailId, record.recipient, outcome) },
  );
  const after = await getMailRecord(mailId);
  return withRetry(after!.record);
}
