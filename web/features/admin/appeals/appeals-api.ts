// Server state of the appeal queue (GET /api/admin/appeals, POST .../decision). Keys start with
// 'admin', so a decision refreshes every admin page (the user's page shows the restore too).
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AppealState } from '../../../../domain/api/account';
import type { AppealOutcome, SuspensionAppeal, SuspensionAppealPage } from '../../../../domain/api/admin/appeals';
import { useApi } from '../../../lib/session/useApi';
import { adminApiPath, adminKey, useRefreshAdmin } from '../api/admin-queries';

const PAGE_SIZE = 20;

export function useAppeals(state: AppealState, cursor: string | null) {
  const api = useApi();
  const query = new URLSearchParams({ state, limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) });
  return useQuery({
    queryKey: adminKey('appeals', state, cursor),
    queryFn: ({ signal }) => api<SuspensionAppealPage>(adminApiPath(`/appeals?${query}`), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideAppeal() {
  const api = useApi();
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, outcome, note }: { id: string; outcome: AppealOutcome; note: string }) =>
      api<SuspensionAppeal>(adminApiPath(`/appeals/${encodeURIComponent(id)}/decision`), { method: 'POST', body: { outcome, note } }),
    onSuccess: () => refresh(),
  });
}
