// Scheduled: marks validation requests whose link lifetime has passed as expired. Reads treat a
// past expiry as expired anyway; the sweep makes the stored status agree.
import type { Context } from 'aws-lambda';
import { sweepExpiredRequests } from '../core/data/expiry';
import { createLogger, withLogScope } from '../core/log';

const log = createLogger();

export async function handler(_event?: unknown, context?: Context): Promise<unknown> {
  return withLogScope(context, { job: 'ExpirySweeper' }, async () => {
    const { expired, examined, watermark } = await sweepExpiredRequests();
    const summary = { expired: expired.length, examined, watermark };
    log.info('expiry sweep', summary);
    return summary;
  });
}
