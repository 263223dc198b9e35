// One of the owner's proofs: GET /api/proofs/{id} for the edit page, and saving the form
// (POST /api/proofs creates, PUT /api/proofs/{id} updates). The edit page always opens on the
// proof as the server has it now (the query is dropped when the page closes); while it is open,
// a save or a live update refreshes it. The dashboard's list is fetched again when next shown.
// Asking the same co-signers again (POST /api/proofs/{id}/revalidation-requests) adds requests.
// Deleting (DELETE /api/proofs/{id}) drops it from every owner query.
import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIVE_COLLECTIONS } from '../../../../domain/api/live-updates';
import type { OwnProof, ProofBody } from '../../../../domain/api/proofs';
import { proofRoutes } from '../../../../domain/api/routes/proofs';
import { validationRoutes } from '../../../../domain/api/routes/validation';
import { projectForm as messages } from '../../../../domain/messages/project-form';
import { callRoute } from '../../../lib/api';
import { withApprovals } from '../../../lib/server-state/own-proof';
import { MY_PROOFS_KEY, ownerKey, proofKey } from '../../../lib/server-state/query-keys';
import { useApi, type ApiCall } from '../../../lib/session/useApi';

export const ownProofQuery = (api: ApiCall, id: string) =>
  queryOptions({
    queryKey: proofKey(id),
    queryFn: async ({ signal }) => withApprovals(await callRoute(api, proofRoutes.GetProof, { params: { id }, signal })),
    gcTime: 0,
    meta: { errorToast: { title: messages.loadFailed, variant: 'destructive' } },
  });

/**
 * Deleting a proof: its own query rests while the deletion runs and once it is done (read again, by
 * a live update before the page has left, it would answer not found).
 */
const DELETE_PROOF_KEY = ['delete-proof'] as const;

export function useOwnProofQuery(id: string) {
  const deletions = useMutationState({
    filters: { mutationKey: DELETE_PROOF_KEY, predicate: (mutation) => mutation.state.variables === id && (mutation.state.status === 'pending' || mutation.state.status === 'success') },
  });
  return useQuery({ ...ownProofQuery(useApi(), id), enabled: deletions.length === 0 });
}

function useSaved() {
  const client = useQueryClient();
  return (proof: OwnProof) => {
    client.setQueryData<OwnProof>(proofKey(proof.id), (shown) => (shown ? withApprovals(proof) : shown));
    void client.invalidateQueries({ queryKey: MY_PROOFS_KEY });
  };
}

export function useCreateProof() {
  const api = useApi();
  const onSuccess = useSaved();
  return useMutation({ mutationFn: (body: ProofBody) => callRoute(api, proofRoutes.CreateProof, { body }), onSuccess });
}

export function useUpdateProof() {
  const api = useApi();
  const onSuccess = useSaved();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProofBody }) => callRoute(api, proofRoutes.UpdateProof, { params: { id }, body }),
    onSuccess,
  });
}

/** Invites everyone who approved an earlier version again: new requests (and today's count). */
export function useAskAgain() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(api, validationRoutes.AskCosignersAgain, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ownerKey('validation-requests') }),
  });
}

/**
 * Deletes the proof for good: every list of the owner's is read again, but not the deleted proof's
 * own query, which rests while the deletion runs and is dropped when the page that shows it leaves.
 */
export function useDeleteProof() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationKey: DELETE_PROOF_KEY,
    mutationFn: (id: string) => callRoute(api, proofRoutes.DeleteProof, { params: { id } }),
    onMutate: (id) => client.cancelQueries({ queryKey: proofKey(id) }),
    onSuccess: (deleted) => {
      const own = JSON.stringify(proofKey(deleted.id));
      void client.invalidateQueries({ predicate: ({ queryKey }) => (LIVE_COLLECTIONS as readonly unknown[]).includes(queryKey[0]) && JSON.stringify(queryKey) !== own });
    },
  });
}
