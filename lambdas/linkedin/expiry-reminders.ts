// Scheduled: e-mails owners whose LinkedIn connection expires in a week or tomorrow, once each.
import type { Context } from 'aws-lambda';
import { sendDueExpiryReminders } from '../../core/linkedin/expiry-reminders';
import { createLogger, withLogScope } from '../../core/log';

const log = createLogger();

export async function handler(_event?: unknown, context?: Context): Promise<unknown> {
  return withLogScope(context, { job: 'LinkedinExpiryReminders' }, async () => {
    const summary = await sendDueExpiryReminders();
    log.info('LinkedIn expiry reminders', { ...summary });
    return summary;
  });
}
