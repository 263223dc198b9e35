import { recognitionIdPathSchema, type AdminRecognitionDetail } from '../../domain/api/admin/moderation';
import { recognitionDetail } from '../../core/moderation/recognitions';
import { endpoint, routeNamed } from '../shared/endpoint';

/** One proof with its requests, co-signatures and audit-trail events. */
export const handler = endpoint(routeNamed('AdminGetRecognition'), { path: recognitionIdPathSchema }, ({ path }): Promise<AdminRecognitionDetail> => recognitionDetail(path.id));
