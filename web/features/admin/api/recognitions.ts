// Recognitions: the search (by title, proof number or owner), one proof, and hiding it from
// every public page or showing it again (POST .../hide | .../unhide).
import type { AdminRecognitionDetail, AdminRecognitionRow, RecognitionSearchKind } from '../../../../domain/api/admin/moderation';
import { useAdminChange, useAdminPages, useAdminQuery } from './admin-queries';

export const useRecognitionSearch = (by: RecognitionSearchKind, q: string) =>
  useAdminPages<AdminRecognitionRow>(['recognitions', by, q], '/recognitions', { by, q }, q.trim() !== '');

export const useRecognitionDetail = (id: string) => useAdminQuery<AdminRecognitionDetail>(['recognition', id], `/recognitions/${encodeURIComponent(id)}`);

/** A hide needs its reason (the owner is e-mailed it); showing again takes an optional note. */
export const useSetHidden = (id: string) =>
  useAdminChange<{ hide: boolean; reason: string }, AdminRecognitionDetail>(({ hide, reason }) => ({
    path: `/recognitions/${encodeURIComponent(id)}/${hide ? 'hide' : 'unhide'}`,
    method: 'POST',
    body: hide || reason ? { reason } : {},
  }));
