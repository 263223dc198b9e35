import { adminUsersQuerySchema, type AdminUsersPage } from '../../domain/api/admin/users';
import { listUsers } from '../../core/admin/users';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Users newest first, or those whose name or username has words starting with `q`. */
export const handler = endpoint(routeNamed('AdminListUsers'), { query: adminUsersQuerySchema }, ({ query }): Promise<AdminUsersPage> => listUsers(query));
