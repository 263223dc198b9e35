import { signalQuerySchema, type AdminSignal } from '../../domain/api/admin/moderation';
import type { PageResult } from '../../domain/api/paging';
import { signals } from '../../core/moderation/validations';
import { endpoint, routeNamed } from '../shared/endpoint';

/** One kind of integrity signal, newest first. */
export const handler = endpoint(routeNamed('AdminListSignals'), { query: signalQuerySchema }, ({ query }): Promise<PageResult<AdminSignal>> =>
  signals(query.kind, { limit: query.limit, cursor: query.cursor }),
);
