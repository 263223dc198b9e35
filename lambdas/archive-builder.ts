// Scheduled: builds the archives of people's data that their request did not finish (a large
// account, or a failure; core/account/export/archive-service.ts). The admin Jobs page can also run it now.
import { finishQueuedArchives } from '../core/account/export/archive-service';
import { scheduledJobHandler } from './shared/scheduled-job';

export const handler = scheduledJobHandler('ArchiveBuilder', finishQueuedArchives, 'archive builds');
