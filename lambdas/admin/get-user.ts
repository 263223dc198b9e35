import { adminUserIdPathSchema, type AdminUserDetail } from '../../domain/api/admin/users';
import { getUserDetail } from '../../core/admin/users';
import { endpoint, routeNamed } from '../shared/endpoint';

/** One user's page: profile, proofs, requests, co-signatures, LinkedIn connection. */
export const handler = endpoint(routeNamed('AdminGetUser'), { path: adminUserIdPathSchema }, ({ path }): Promise<AdminUserDetail> => getUserDetail(path.id));
