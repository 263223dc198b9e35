import { pageQuerySchema } from '../../domain/api/paging';
import { listMyValidations } from '../../core/validation/owner-lists';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('ListValidations'), { query: pageQuerySchema }, ({ caller, query }) => listMyValidations(caller.id, query));
