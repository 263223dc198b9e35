import { proofIdPathSchema, unhideProofBodySchema } from '../../domain/api/admin/moderation';
import { proofDetail } from '../../core/moderation/recognitions';
import { unhideProof } from '../../core/moderation/visibility';
import { endpoint, routeNamed } from '../shared/endpoint';

/** Shows a hidden proof again wherever it qualifies; the owner is e-mailed. */
export const handler = endpoint(routeNamed('AdminUnhideRecognition'), { path: proofIdPathSchema, body: unhideProofBodySchema }, async ({ path, body, caller }) => {
  await unhideProof(path.id, body.reason ?? null, { adminUserId: caller.id });
  return proofDetail(path.id);
});
