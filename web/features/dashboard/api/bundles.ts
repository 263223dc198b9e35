// The owner's bundle links (docs/wallets.md): listing them, making one, revoking one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bundleRoutes } from '../../../../domain/api/routes/bundles';
import { callRoute } from '../../../lib/api';
import { ownerKey } from '../../../lib/server-state/query-keys';
import { useApi } from '../../../lib/session/useApi';

// Under 'proofs': a live change of a proof (its title) refreshes the links that list it.
const bundlesKey = ownerKey('proofs', 'bundles');

export function useBundles() {
  const api = useApi();
  return useQuery({ queryKey: bundlesKey, queryFn: ({ signal }) => callRoute(api, bundleRoutes.ListBundles, { signal }) });
}

export function useCreateBundle() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (proofIds: string[]) => callRoute(api, bundleRoutes.CreateBundle, { body: { proofIds } }),
    onSettled: () => void client.invalidateQueries({ queryKey: bundlesKey }),
  });
}

export function useRevokeBundle() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callRoute(api, bundleRoutes.RevokeBundle, { params: { id } }),
    onSettled: () => void client.invalidateQueries({ queryKey: bundlesKey }),
  });
}
