import { hideProofBodySchema, proofIdPathSchema } from '../../domain/api/admin/moderation';
import { proofDetail } from '../../core/moderation/recognitions';
import { hideProof } from '../../core/moderation/visibility';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Hides the proof from every public surface with a reason; the owner is e-mailed it. */
export const handler = endpoint(routeNamed('AdminHideRecognition'), { path: proofIdPathSchema, body: hideProofBodySchema }, async ({ path, body, caller }) => {
  await hideProof(path.id, body.reason, { adminUserId: caller.id });
  return proofDetail(path.id);
});
