import { pageQuerySchema } from '../../domain/api/paging';
import type { ValidationsPage } from '../../domain/api/validation';
import { listMyValidations } from '../../core/validation/owner-lists';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('ListValidations'), { query: pageQuerySchema }, ({ caller, query }): Promise<ValidationsPage> => listMyValidations(caller.id, query));
