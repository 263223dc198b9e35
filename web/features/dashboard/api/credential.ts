// The owner's view of a proof's portable credential: GET /api/proofs/{id}/credential, revoke it,
// or issue it again. Under the 'proofs' collection, so a live change of the proof refreshes it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { credentialRoutes } from '../../../../domain/api/routes/credentials';
import { callRoute } from '../../../lib/api';
import { ownerKey } from '../../../lib/server-state/query-keys';
import { useApi } from '../../../lib/session/useApi';

const credentialKey = (proofId: string) => ownerKey('proofs', 'credential', proofId);

export function useProofCredential(proofId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: credentialKey(proofId),
    queryFn: ({ signal }) => callRoute(api, credentialRoutes.GetOwnProofCredential, { params: { id: proofId }, signal }),
    enabled,
  });
}

/** `revoke`: POST .../credential/revoke; otherwise POST .../credential (issue it again). */
export function useChangeCredential(proofId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: 'revoke' | 'issue') =>
      callRoute(api, change === 'revoke' ? credentialRoutes.RevokeOwnProofCredential : credentialRoutes.ReissueOwnProofCredential, { params: { id: proofId } }),
    onSuccess: (answer) => client.setQueryData(credentialKey(proofId), answer),
  });
}
