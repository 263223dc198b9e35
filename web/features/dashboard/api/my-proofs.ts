// The owner's proofs: GET /api/proofs, every page (newest first), and publishing one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyProofsPage, OwnProof } from '../../../../domain/api/proofs';
import { proofRoutes } from '../../../../domain/api/routes/proofs';
import { dashboard as messages } from '../../../../domain/messages/dashboard';
import { callRoute } from '../../../lib/api';
import { withApprovals } from '../../../lib/server-state/own-proof';
import { MY_PROOFS_KEY, proofKey } from '../../../lib/server-state/query-keys';
import { useApi, type ApiCall } from '../../../lib/session/useApi';

const PAGE_SIZE = 100;
const MAX_PAGES = 20;

export async function fetchMyProofs(api: ApiCall, signal: AbortSignal): Promise<OwnProof[]> {
  const proofs: OwnProof[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = { limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) };
    const result: MyProofsPage = await callRoute(api, proofRoutes.ListMyProofs, { query, signal });
    proofs.push(...result.items.map(withApprovals));
    cursor = result.cursor;
    if (!cursor) break;
  }
  return proofs;
}

export const myProofsQuery = (api: ApiCall) =>
  queryOptions({
    queryKey: MY_PROOFS_KEY,
    queryFn: ({ signal }) => fetchMyProofs(api, signal),
    meta: { errorToast: { title: messages.projectsLoadFailed, variant: 'destructive' } },
  });

export function useMyProofs() {
  return useQuery(myProofsQuery(useApi()));
}

/** POST /api/proofs/{id}/publish: the answer takes the old version's place in the list. */
export function usePublishMutation() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (proof: OwnProof) => callRoute(api, proofRoutes.PublishProof, { params: { id: proof.id } }),
    onSuccess: (published) => {
      client.setQueryData<OwnProof[]>(MY_PROOFS_KEY, (proofs) => proofs?.map((item) => (item.id === published.id ? withApprovals(published) : item)));
      client.setQueryData<OwnProof>(proofKey(published.id), (shown) => (shown ? withApprovals(published) : shown));
    },
  });
}
