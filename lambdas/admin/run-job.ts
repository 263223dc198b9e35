import { jobNamePathSchema, type JobRun } from '../../domain/api/admin/jobs';
import { runJobNow } from '../../core/admin/run-job-now';
import { scheduledJobs } from '../routes';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Run now: the same job code the schedule runs; answers the recorded run. */
export const handler = endpoint(routeNamed('AdminRunJob'), { path: jobNamePathSchema }, ({ caller, path }): Promise<JobRun> => runJobNow(caller, path.name, scheduledJobs));
