// Activity per day and the funnel over the last 30 or 90 days: GET /api/admin/analytics.
import type { AnalyticsAnswer, AnalyticsPeriod } from '../../../../domain/api/admin/analytics';
import { useAdminQuery } from './admin-queries';

export const useAnalytics = (days: AnalyticsPeriod) => useAdminQuery<AnalyticsAnswer>(['analytics', days], `/analytics?days=${days}`);
