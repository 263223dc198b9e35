import { pageQuerySchema } from '../../domain/api/paging';
import { listMyValidationRequests } from '../../core/validation/owner-lists';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('ListValidationRequests'), { query: pageQuerySchema }, ({ caller, query }) => listMyValidationRequests(caller.id, query));
