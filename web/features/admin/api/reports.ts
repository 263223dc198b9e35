// Content reports: the queue by state (GET /api/admin/reports) and a decision on one report
// (POST .../decision: dismiss it, or hide the proof).
import type { ReportState } from '../../../../domain/api/admin/moderation';
import { adminRoutes } from '../../../../domain/api/routes/admin';
import { useAdminPages, useQueueDecision } from './admin-queries';

export type ReportAction = 'dismiss' | 'hide';

export const useReports = (state: ReportState) => useAdminPages(['reports', state], adminRoutes.AdminListReports, { state });

export const useDecideReport = () => useQueueDecision(adminRoutes.AdminDecideReport);
