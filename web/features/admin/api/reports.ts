// Content reports: the queue by state (GET /api/admin/reports) and a decision on one report
// (POST .../decision: dismiss it, or hide the proof).
import type { ContentReport, ReportState } from '../../../../domain/api/admin/moderation';
import { useAdminPages, useQueueDecision } from './admin-queries';

export type ReportAction = 'dismiss' | 'hide';

export const useReports = (state: ReportState) => useAdminPages<ContentReport>(['reports', state], '/reports', { state });

export const useDecideReport = () => useQueueDecision<{ action: ReportAction; note: string }, ContentReport>('/reports');
