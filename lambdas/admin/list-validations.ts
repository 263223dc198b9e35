import { validationFeedQuerySchema, type AdminValidationRow } from '../../domain/api/admin/moderation';
import type { PageResult } from '../../domain/api/paging';
import { expiredRequests, pendingRequests, recentDecisions } from '../../core/moderation/validations';
import { endpoint, routeNamed } from '../shared/endpoint';

const feeds = { decisions: recentDecisions, pending: pendingRequests, expired: expiredRequests } as const;

/** Recent decisions, pending requests or expired requests, a page at a time. */
export const handler = endpoint(routeNamed('AdminListValidations'), { query: validationFeedQuerySchema }, ({ query }): Promise<PageResult<AdminValidationRow>> =>
  feeds[query.feed]({ limit: query.limit, cursor: query.cursor }),
);
