import { reportListQuerySchema, type ContentReport } from '../../domain/api/admin/moderation';
import type { PageResult } from '../../domain/api/paging';
import { listReports } from '../../core/moderation/reports';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The moderation queue: open reports oldest first (or decided ones, newest first). */
export const handler = endpoint(routeNamed('AdminListReports'), { query: reportListQuerySchema }, ({ query }): Promise<PageResult<ContentReport>> =>
  listReports(query.state, { limit: query.limit, cursor: query.cursor }),
);
