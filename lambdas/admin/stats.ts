import type { AdminStats } from '../../domain/api/admin/stats';
import { adminStats } from '../../core/admin/stats';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The overview's four cards. */
export const handler = endpoint(routeNamed('AdminGetStats'), {}, (): Promise<AdminStats> => adminStats());
