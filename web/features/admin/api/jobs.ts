// Scheduled jobs: each one's last runs (GET /api/admin/jobs) and Run now (POST .../run), which
// runs the schedule's own code.
import type { JobRun, JobsOverview } from '../../../../domain/api/admin/jobs';
import { useAdminChange, useAdminQuery } from './admin-queries';

export const useJobs = () => useAdminQuery<JobsOverview>(['jobs'], '/jobs');

export const useRunJob = (name: string) => useAdminChange<void, JobRun>(() => ({ path: `/jobs/${encodeURIComponent(name)}/run`, method: 'POST' }));
