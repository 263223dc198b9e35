import type { DataRequestsAnswer } from '../../domain/api/admin/data-requests';
import { listDataRequests } from '../../core/admin/data-requests';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The people's data requests not finished yet: proofs being deleted, accounts closing, archives being built. */
export const handler = endpoint(routeNamed('AdminListDataRequests'), {}, (): Promise<DataRequestsAnswer> => listDataRequests());
