// Scheduled: finishes proof deletions a failure interrupted and erases the accounts whose closure
// is due (core/jobs/runners/erasure-sweep.ts). The admin Jobs page can also run it now.
import { runErasureSweep } from '../core/jobs/runners/erasure-sweep';
import { scheduledJobHandler } from './shared/scheduled-job';

export const handler = scheduledJobHandler('ErasureSweeper', runErasureSweep, 'erasure sweep');
