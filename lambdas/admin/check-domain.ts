import { domainCheckQuerySchema, type DomainCheckAnswer } from '../../domain/api/admin/domains';
import { tryDomainCheck } from '../../core/admin/domain-registry';
import { endpoint, routeNamed } from '../shared/endpoint';

/** What the company-domain check answers now for an address at an organisation, and which registry entry it used. */
export const handler = endpoint(routeNamed('AdminCheckDomain'), { query: domainCheckQuerySchema }, ({ query }): Promise<DomainCheckAnswer> => tryDomainCheck(query.email, query.orgName));
