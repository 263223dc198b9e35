// The overview's counters: GET /api/admin/stats.
import { adminRoutes } from '../../../../domain/api/routes/admin';
import { useAdminQuery } from './admin-queries';

export const useAdminStats = () => useAdminQuery(['stats'], adminRoutes.AdminGetStats);
