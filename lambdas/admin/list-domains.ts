import { pageQuerySchema } from '../../domain/api/paging';
import type { OrganisationsPage } from '../../domain/api/admin/domains';
import { organisationsPage } from '../../core/admin/domain-registry';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The organisation registry behind the company-domain check, by name. */
export const handler = endpoint(routeNamed('AdminListDomains'), { query: pageQuerySchema }, ({ query }): Promise<OrganisationsPage> => organisationsPage(query));
