import type { JobsOverview } from '../../domain/api/admin/jobs';
import { jobsOverview } from '../../core/admin/jobs';
import { scheduledJobs } from '../routes';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Each scheduled job, its schedule and its last runs. */
export const handler = endpoint(routeNamed('AdminListJobs'), {}, (): Promise<JobsOverview> => jobsOverview(scheduledJobs));
