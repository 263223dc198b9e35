// Scheduled: marks validation requests whose link lifetime has passed as expired. Reads treat a
// past expiry as expired anyway; the sweep makes the stored status agree. Each run is recorded
// for the admin Jobs page (core/jobs/run-job.ts), which can also run it now.
import type { Context } from 'aws-lambda';
import { runScheduledJob } from '../core/jobs/run-job';
import { createLogger, withLogScope } from '../core/log';

const log = createLogger();

export async function handler(_event?: unknown, context?: Context): Promise<unknown> {
  return withLogScope(context, { job: 'ExpirySweeper' }, async () => {
    const run = await runScheduledJob('ExpirySweeper');
    const summary = { ...run.details, durationMs: run.durationMs };
    log.info('expiry sweep', summary);
    return summary;
  });
}
