import { pageQuerySchema } from '../../domain/api/paging';
import type { AdminLogPage } from '../../domain/api/admin/admin-log';
import { listAdminLog } from '../../core/admin/admin-log';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The admin action log, newest first: who did what, to what, when and why. */
export const handler = endpoint(routeNamed('AdminActionLog'), { query: pageQuerySchema }, ({ query }): Promise<AdminLogPage> => listAdminLog(query));
