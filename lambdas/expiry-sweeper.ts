// Scheduled: marks validation requests whose link lifetime has passed as expired. Reads treat a
// past expiry as expired anyway; the sweep makes the stored status agree. The admin Jobs page can
// also run it now.
import { runExpirySweep } from '../core/jobs/runners/expiry-sweep';
import { scheduledJobHandler } from './shared/scheduled-job';

export const handler = scheduledJobHandler('ExpirySweeper', runExpirySweep, 'expiry sweep');
