import { pageQuerySchema } from '../../domain/api/paging';
import type { AdminRolesPage } from '../../domain/api/admin/roles';
import { listAdminRoles } from '../../core/admin/roles';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Current Administrators, newest granted first. */
export const handler = endpoint(routeNamed('AdminListRoles'), { query: pageQuerySchema }, ({ query }): Promise<AdminRolesPage> =>
  listAdminRoles({ limit: query.limit, cursor: query.cursor }),
);
