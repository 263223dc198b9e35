// The two hash chains an admin can check: a proof's validation events (GET
// /api/admin/audit/proofs/{ref}) and the admin action log (GET /api/admin/log), each with a
// server-side verify (POST .../verify).
import { adminRoutes } from '../../../../domain/api/routes/admin';
import { adminCall, useAdminChange, useAdminPages, useAdminQuery } from './admin-queries';

/** `ref` is a proof number or id; nothing is asked before there is one. */
export const useProofTrail = (ref: string | null) =>
  useAdminQuery(['audit', 'proof', ref], adminRoutes.AdminProofAudit, { params: { ref: ref ?? '' }, enabled: ref !== null });

export const useVerifyProofChain = () => useAdminChange((proofId: string) => adminCall(adminRoutes.AdminVerifyProofChain, { params: { ref: proofId } }));

export const useAdminLog = () => useAdminPages(['log'], adminRoutes.AdminListLog);

export const useVerifyAdminLog = () => useAdminChange(() => adminCall(adminRoutes.AdminVerifyActionLog));
