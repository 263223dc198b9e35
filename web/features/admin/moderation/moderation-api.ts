// Server state of the moderation pages (recognitions, content reports, validations). Keys start
// with 'admin' (admin-queries.ts), so an admin's change refreshes every admin page.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminRecognitionDetail,
  AdminRecognitionPage,
  AdminSignal,
  AdminValidationRow,
  ContentReport,
  RecognitionSearchKind,
  ReportState,
  SignalKind,
} from '../../../../domain/api/admin/moderation';
import type { PageResult } from '../../../../domain/api/paging';
import { useApi } from '../../../lib/session/useApi';
import { adminApiPath, adminKey, useRefreshAdmin } from '../api/admin-queries';

const PAGE_SIZE = 20;

const pageQuery = (params: Record<string, string>, cursor: string | null) =>
  new URLSearchParams({ ...params, limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) }).toString();

export function useRecognitionSearch(by: RecognitionSearchKind, q: string, cursor: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: adminKey('recognitions', by, q, cursor),
    queryFn: ({ signal }) => api<AdminRecognitionPage>(adminApiPath(`/recognitions?${pageQuery({ by, q }, cursor)}`), { signal }),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

export function useRecognitionDetail(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: adminKey('recognition', id),
    queryFn: ({ signal }) => api<AdminRecognitionDetail>(adminApiPath(`/recognitions/${encodeURIComponent(id)}`), { signal }),
  });
}

export function useSetHidden(id: string) {
  const api = useApi();
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ hide, reason }: { hide: boolean; reason: string }) =>
      api<AdminRecognitionDetail>(adminApiPath(`/recognitions/${encodeURIComponent(id)}/${hide ? 'hide' : 'unhide'}`), { method: 'POST', body: hide ? { reason } : reason ? { reason } : {} }),
    onSuccess: () => refresh(),
  });
}

export function useReports(state: ReportState, cursor: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: adminKey('reports', state, cursor),
    queryFn: ({ signal }) => api<PageResult<ContentReport>>(adminApiPath(`/reports?${pageQuery({ state }, cursor)}`), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideReport() {
  const api = useApi();
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, action, note }: { id: string; action: 'dismiss' | 'hide'; note: string }) =>
      api<ContentReport>(adminApiPath(`/reports/${encodeURIComponent(id)}/decision`), { method: 'POST', body: { action, note } }),
    onSuccess: () => refresh(),
  });
}

export type ValidationList = 'decisions' | 'pending' | 'expired';

export function useValidationList(feed: ValidationList, cursor: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: adminKey('validations', feed, cursor),
    queryFn: ({ signal }) => api<PageResult<AdminValidationRow>>(adminApiPath(`/validations?${pageQuery({ feed }, cursor)}`), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSignals(kind: SignalKind, cursor: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: adminKey('signals', kind, cursor),
    queryFn: ({ signal }) => api<PageResult<AdminSignal>>(adminApiPath(`/validation-signals?${pageQuery({ kind }, cursor)}`), { signal }),
    placeholderData: keepPreviousData,
  });
}
