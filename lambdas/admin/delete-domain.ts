import { organisationDeleteQuerySchema, organisationIdPathSchema, type Organisation } from '../../domain/api/admin/domains';
import { removeOrganisation } from '../../core/admin/domain-registry';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Removes an organisation from the registry (recorded in the admin log, with the reason given). */
export const handler = endpoint(routeNamed('AdminDeleteDomain'), { path: organisationIdPathSchema, query: organisationDeleteQuerySchema }, ({ caller, path, query }): Promise<Organisation> =>
  removeOrganisation(caller, path.id, query.reason),
);
