// Scheduled jobs: each one's last runs (GET /api/admin/jobs) and Run now (POST .../run), which
// runs the schedule's own code.
import { adminRoutes } from '../../../../domain/api/routes/admin';
import { adminCall, useAdminChange, useAdminQuery } from './admin-queries';

export const useJobs = () => useAdminQuery(['jobs'], adminRoutes.AdminListJobs);

export const useRunJob = (name: string) => useAdminChange(() => adminCall(adminRoutes.AdminRunJob, { params: { name } }));
