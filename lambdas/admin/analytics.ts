import { analyticsQuerySchema, type AnalyticsAnswer } from '../../domain/api/admin/analytics';
import { analytics } from '../../core/admin/analytics';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Sign-ups, proofs, co-signatures and verifications per day (30 or 90 days), and the funnel. */
export const handler = endpoint(routeNamed('AdminAnalytics'), { query: analyticsQuerySchema }, ({ query }): Promise<AnalyticsAnswer> => analytics(query.days));
