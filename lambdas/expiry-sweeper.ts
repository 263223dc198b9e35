// Scheduled: marks validation requests whose link lifetime has passed as expired. Reads treat a
// past expiry as expired anyway; the sweep makes the stored status agree.
import { sweepExpiredRequests } from '../core/data/expiry';
import { createLogger } from '../core/log';

const log = createLogger({ job: 'ExpirySweeper' });

export async function handler(): Promise<unknown> {
  const { expired, examined, watermark } = await sweepExpiredRequests();
  const summary = { expired: expired.length, examined, watermark };
  log.info('expiry sweep', summary);
  return summary;
}
