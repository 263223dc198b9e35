// Recognitions: the search (by title, proof number or owner), one proof, and hiding it from
// every public page or showing it again (POST .../hide | .../unhide).
import type { ProofSearchKind } from '../../../../domain/api/admin/moderation';
import { adminRoutes } from '../../../../domain/api/routes/admin';
import { adminCall, useAdminChange, useAdminPages, useAdminQuery } from './admin-queries';

export const useProofSearch = (by: ProofSearchKind, q: string) =>
  useAdminPages(['recognitions', by, q], adminRoutes.AdminSearchRecognitions, { by, q }, q.trim() !== '');

export const useProofDetail = (id: string) => useAdminQuery(['recognition', id], adminRoutes.AdminGetRecognition, { params: { id } });

/** A hide needs its reason (the owner is e-mailed it); showing again takes an optional note. */
export const useSetHidden = (id: string) =>
  useAdminChange(({ hide, reason }: { hide: boolean; reason: string }) =>
    hide
      ? adminCall(adminRoutes.AdminHideRecognition, { params: { id }, body: { reason } })
      : adminCall(adminRoutes.AdminUnhideRecognition, { params: { id }, body: reason ? { reason } : {} }),
  );
