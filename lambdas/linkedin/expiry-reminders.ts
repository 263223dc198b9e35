// Scheduled: e-mails owners whose LinkedIn connection expires in a week or tomorrow, once each.
// Each run is recorded for the admin Jobs page (core/jobs/run-job.ts), which can also run it now.
import type { Context } from 'aws-lambda';
import { runScheduledJob } from '../../core/jobs/run-job';
import { createLogger, withLogScope } from '../../core/log';

const log = createLogger();

export async function handler(_event?: unknown, context?: Context): Promise<unknown> {
  return withLogScope(context, { job: 'LinkedinExpiryReminders' }, async () => {
    const run = await runScheduledJob('LinkedinExpiryReminders');
    log.info('LinkedIn expiry reminders', { ...run.details });
    return run.details;
  });
}
