// The Audit page (docs/admin-operations.md): a proof's validation events and the server-side
// verification of their hash chain, and the admin action log's verification.
import { AUDIT_EVENTS_SHOWN, auditMessages, type ChainVerificationAnswer, type ProofAuditTrail } from '../../domain/api/admin/audit';
import { isProofNumber } from '../../domain/rules/proof-number';
import type { Proof } from '../../domain/entities';
import { clock } from '../clock';
import { getProof, getProofByNumber } from '../data/proofs/proofs';
import { listValidationEvents, verifyChain } from '../data/validation-events/validation-events';
import { notFound } from '../errors';
import { verifyAdminLog } from '../data/admin-log/admin-log';
import type { BrokenChain } from '../data/plumbing/hash-chain';

async function proofOf(ref: string): Promise<Proof> {
  const trimmed = ref.trim();
  const proof = isProofNumber(trimmed.toUpperCase()) ? await getProofByNumber(trimmed) : await getProof(trimmed);
  if (!proof) throw notFound(auditMessages.proofNotFound);
  return proof;
}

/** The proof (by proof number or id) and its events in chain order. */
export async function proofAuditTrail(ref: string): Promise<ProofAuditTrail> {
  const proof = await proofOf(ref);
  const events = await listValidationEvents(proof.id, AUDIT_EVENTS_SHOWN);
  return {
    proof: { id: proof.id, title: proof.title, proofNumber: proof.proofNumber, ownerUserId: proof.ownerUserId, status: proof.status, verified: proof.verified },
    events,
  };
}

/** A chain's verification as the Audit page shows it, with when it was checked. */
function answerOf(result: { readonly ok: true; readonly length: number } | BrokenChain): ChainVerificationAnswer {
  const checkedAt = clock.nowIso();
  return result.ok ? { ok: true, length: result.length, checkedAt } : { ok: false, length: result.length, brokenAt: result.brokenAt, reason: result.reason, checkedAt };
}

/** Recomputes the proof's chain on the server: intact, or broken at event N. */
export async function verifyProofChain(ref: string): Promise<ChainVerificationAnswer> {
  const proof = await proofOf(ref);
  return answerOf(await verifyChain(proof.id));
}

/** Recomputes the admin action log's chain: intact, or broken at entry N. */
export async function verifyAdminActionLog(): Promise<ChainVerificationAnswer> {
  return answerOf(await verifyAdminLog());
}
