import { reportDecisionBodySchema, reportIdPathSchema, type ContentReport } from '../../domain/api/admin/moderation';
import { decideReport } from '../../core/moderation/reports';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Dismisses a report or hides the proof it names; the reporter (and the owner on a hide) is e-mailed. */
export const handler = endpoint(routeNamed('AdminDecideReport'), { path: reportIdPathSchema, body: reportDecisionBodySchema }, ({ path, body, caller }): Promise<ContentReport> =>
  decideReport(path.id, body, caller.id),
);
