// The LinkedinExpiryReminders job: mails owners whose LinkedIn connection expires soon.
import { sendDueExpiryReminders } from '../../linkedin/expiry-reminders';
import type { JobOutcome } from '../catalogue';

export async function runLinkedinReminders(): Promise<JobOutcome> {
  const { sent, obsolete, failed } = await sendDueExpiryReminders();
  return { items: sent, errors: failed > 0 ? [`${failed} reminder${failed === 1 ? '' : 's'} not sent; the next run tries again`] : [], details: { sent, obsolete, failed } };
}
