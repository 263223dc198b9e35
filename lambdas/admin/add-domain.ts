import { organisationBodySchema, type Organisation } from '../../domain/api/admin/domains';
import { addOrganisation } from '../../core/admin/domain-registry';
import { endpoint, respond, routeNamed } from '../shared/endpoint';

/** Adds an organisation to the registry (recorded in the admin log). */
export const handler = endpoint(routeNamed('AdminAddDomain'), { body: organisationBodySchema }, async ({ caller, body }) => respond(201, (await addOrganisation(caller, body)) satisfies Organisation));
