// The handler of a scheduled job's function: runs the job (core/jobs/catalogue.ts) through
// runScheduledJob, which records the run for the admin Jobs page, and logs what it did.
import type { Context } from 'aws-lambda';
import type { JobName } from '../../core/jobs/catalogue';
import { runScheduledJob } from '../../core/jobs/run-job';
import { createLogger, withLogScope } from '../../core/log';

const log = createLogger();

export function scheduledJobHandler(job: JobName, logMessage: string) {
  return (_event?: unknown, context?: Context): Promise<unknown> =>
    withLogScope(context, { job }, async () => {
      const run = await runScheduledJob(job);
      const summary = { ...run.details, durationMs: run.durationMs };
      log.info(logMessage, summary);
      return summary;
    });
}
