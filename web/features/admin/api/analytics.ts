// Activity per day and the funnel over the last 30 or 90 days: GET /api/admin/analytics.
import type { AnalyticsPeriod } from '../../../../domain/api/admin/analytics';
import { adminRoutes } from '../../../../domain/api/routes/admin';
import { useAdminQuery } from './admin-queries';

export const useAnalytics = (days: AnalyticsPeriod) => useAdminQuery(['analytics', days], adminRoutes.AdminAnalytics, { query: { days: String(days) } });
