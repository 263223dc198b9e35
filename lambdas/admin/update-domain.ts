import { organisationBodySchema, organisationIdPathSchema, type Organisation } from '../../domain/api/admin/domains';
import { changeOrganisation } from '../../core/admin/domain-registry';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Changes an organisation's names or domains (recorded in the admin log); holds from the next check. */
export const handler = endpoint(routeNamed('AdminUpdateDomain'), { path: organisationIdPathSchema, body: organisationBodySchema }, ({ caller, path, body }): Promise<Organisation> =>
  changeOrganisation(caller, path.id, body),
);
