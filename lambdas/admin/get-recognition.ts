import { proofIdPathSchema, type AdminProofDetail } from '../../domain/api/admin/moderation';
import { proofDetail } from '../../core/moderation/recognitions';
import { endpoint, routeNamed } from '../shared/endpoint';

/** One proof with its requests, co-signatures and audit-trail events. */
export const handler = endpoint(routeNamed('AdminGetRecognition'), { path: proofIdPathSchema }, ({ path }): Promise<AdminProofDetail> => proofDetail(path.id));
