// The archive of the person's data (docs/data-rights.md): its state (read again every 2 s while it
// is being built), asking for one, and a short-lived link to download it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArchiveStatus } from '../../../domain/api/account-archive';
import { accountRoutes } from '../../../domain/api/routes/account';
import { callRoute } from '../api';
import { useApi } from '../session/useApi';

const ARCHIVE_KEY = ['archive'] as const;
const WHILE_BUILDING_MS = 2_000;

export function useArchive() {
  const api = useApi();
  return useQuery({
    queryKey: ARCHIVE_KEY,
    queryFn: ({ signal }) => callRoute(api, accountRoutes.GetArchive, { signal }),
    refetchInterval: (query) => (query.state.data?.archive?.state === 'building' ? WHILE_BUILDING_MS : false),
  });
}

export function useRequestArchive() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(api, accountRoutes.RequestArchive),
    onSuccess: (status: ArchiveStatus) => client.setQueryData(ARCHIVE_KEY, status),
    // A refusal (one being built, too soon) or a lost answer: what is on screen is read again.
    onError: () => void client.invalidateQueries({ queryKey: ARCHIVE_KEY }),
  });
}

export function useDownloadArchive() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(api, accountRoutes.DownloadArchive),
    // None ready any more (it expired meanwhile): the page says so.
    onError: () => void client.invalidateQueries({ queryKey: ARCHIVE_KEY }),
  });
}
