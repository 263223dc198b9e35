// The handler of a scheduled job's function: runs the job's code through runScheduledJob, which
// records the run for the admin Jobs page, and logs what it did. Each job's function imports only
// its own code (core/jobs/catalogue.ts).
import type { Context } from 'aws-lambda';
import type { JobName, JobRunner } from '../../core/jobs/catalogue';
import { runScheduledJob } from '../../core/jobs/run-job';
import { createLogger, withLogScope } from '../../core/log';

const log = createLogger();

export function scheduledJobHandler(job: JobName, run: JobRunner, logMessage: string) {
  return (_event?: unknown, context?: Context): Promise<unknown> =>
    withLogScope(context, { job }, async () => {
      const done = await runScheduledJob(job, run);
      const summary = { ...done.details, durationMs: done.durationMs };
      log.info(logMessage, summary);
      return summary;
    });
}
