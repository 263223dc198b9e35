import { appealListQuerySchema, type SuspensionAppealPage } from '../../domain/api/admin/appeals';
import { listSuspensionAppeals } from '../../core/admin/appeals';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The appeal queue: open appeals oldest first (or decided ones, newest first). */
export const handler = endpoint(routeNamed('AdminListAppeals'), { query: appealListQuerySchema }, ({ query }): Promise<SuspensionAppealPage> =>
  listSuspensionAppeals(query.state, { limit: query.limit, cursor: query.cursor }),
);
