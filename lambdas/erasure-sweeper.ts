// Scheduled: finishes proof deletions a failure interrupted (the erasure queue,
// core/proofs/proof-deletion.ts). The admin Jobs page can also run it now.
import { scheduledJobHandler } from './shared/scheduled-job';

export const handler = scheduledJobHandler('ErasureSweeper', 'erasure sweep');
