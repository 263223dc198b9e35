import { appealDecisionBodySchema, appealIdPathSchema, type SuspensionAppeal } from '../../domain/api/admin/appeals';
import { decideAppeal } from '../../core/admin/appeals';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Upholds the suspension an appeal contests, or restores the account; the person is e-mailed the decision. */
export const handler = endpoint(routeNamed('AdminDecideAppeal'), { path: appealIdPathSchema, body: appealDecisionBodySchema }, ({ path, body, caller }): Promise<SuspensionAppeal> =>
  decideAppeal(path.id, body, caller.id),
);
