// The two hash chains an admin can check: a proof's validation events (GET
// /api/admin/audit/proofs/{ref}) and the admin action log (GET /api/admin/log), each with a
// server-side verify (POST .../verify).
import type { AdminLogEntry } from '../../../../domain/api/admin/admin-log';
import type { ChainVerificationAnswer, ProofAuditTrail } from '../../../../domain/api/admin/audit';
import { useAdminChange, useAdminPages, useAdminQuery } from './admin-queries';

/** `ref` is a proof number or id; nothing is asked before there is one. */
export const useProofTrail = (ref: string | null) =>
  useAdminQuery<ProofAuditTrail>(['audit', 'proof', ref], `/audit/proofs/${encodeURIComponent(ref ?? '')}`, ref !== null);

export const useVerifyProofChain = () =>
  useAdminChange<string, ChainVerificationAnswer>((proofId) => ({ path: `/audit/proofs/${encodeURIComponent(proofId)}/verify`, method: 'POST' }));

export const useAdminLog = () => useAdminPages<AdminLogEntry>(['log'], '/log');

export const useVerifyAdminLog = () => useAdminChange<void, ChainVerificationAnswer>(() => ({ path: '/log/verify', method: 'POST' }));
