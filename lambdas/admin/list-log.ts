import type { AdminLogPage } from '../../domain/api/admin/admin-log';
import { pageQuerySchema } from '../../domain/api/paging';
import { listAdminLog } from '../../core/data/admin-log/admin-log';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The admin action log, newest first. */
export const handler = endpoint(routeNamed('AdminListLog'), { query: pageQuerySchema }, ({ query }): Promise<AdminLogPage> =>
  listAdminLog({ limit: query.limit, cursor: query.cursor }),
);
