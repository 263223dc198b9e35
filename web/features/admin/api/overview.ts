// The overview's counters: GET /api/admin/stats.
import type { AdminStats } from '../../../../domain/api/admin/stats';
import { useAdminQuery } from './admin-queries';

export const useAdminStats = () => useAdminQuery<AdminStats>(['stats'], '/stats');
