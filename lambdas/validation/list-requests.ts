import { pageQuerySchema } from '../../domain/api/paging';
import type { ValidationRequestsPage } from '../../domain/api/validation';
import { listMyValidationRequests } from '../../core/validation/owner-lists';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('ListValidationRequests'), { query: pageQuerySchema }, ({ caller, query }): Promise<ValidationRequestsPage> => listMyValidationRequests(caller.id, query));
