// Scheduled: finishes proof deletions a failure interrupted (the erasure queue,
// core/proofs/proof-deletion.ts). The admin Jobs page can also run it now.
import { finishQueuedDeletions } from '../core/proofs/proof-deletion';
import { scheduledJobHandler } from './shared/scheduled-job';

export const handler = scheduledJobHandler('ErasureSweeper', finishQueuedDeletions, 'erasure sweep');
