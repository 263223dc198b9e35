// Wire shapes of the Audit page (/admin/audit): a proof's hash-chained validation events with a
// server-side Verify chain, and the admin action log's own verify.
import * as z from 'zod';
import type { Proof, ValidationEvent } from '../../entities';

export const auditMessages = {
  proofRequired: 'Enter a proof number or proof id',
  proofNotFound: 'Proof not found',
} as const;

/** `{ref}` in /api/admin/audit/proofs/{ref}: a proof number (PJ-7KQ2MX) or a proof id. */
export const proofRefPathSchema = z.object({ ref: z.string().trim().min(1, auditMessages.proofRequired).max(64, auditMessages.proofNotFound) });

/** Events shown on the page at most (a chain is verified whole, however long). */
export const AUDIT_EVENTS_SHOWN = 500;

/** GET /api/admin/audit/proofs/{ref}: the proof and its events in chain order. */
export interface ProofAuditTrail {
  readonly proof: Pick<Proof, 'id' | 'title' | 'proofNumber' | 'ownerUserId' | 'status' | 'verified'>;
  readonly events: ValidationEvent[];
}

/** Why a chain is broken at an event (docs/admin-operations.md). */
export type ChainBreak = 'sequence' | 'previousHash' | 'hash' | 'head';

/** What a Verify chain answers: intact, or broken at event (or entry) N, and why. */
export type ChainVerificationAnswer =
  | { readonly ok: true; readonly length: number; readonly checkedAt: string }
  | { readonly ok: false; readonly length: number; readonly brokenAt: number; readonly reason: ChainBreak; readonly checkedAt: string };

/** The sentence the page shows for a verification. */
export function chainVerdict(answer: ChainVerificationAnswer, noun: 'event' | 'entry'): string {
  if (answer.ok) return answer.length === 0 ? `Chain intact: no ${noun === 'event' ? 'events' : 'entries'} yet.` : `Chain intact: ${answer.length} ${noun === 'event' ? 'events' : 'entries'} verified.`;
  const at = `Chain broken at ${noun} ${answer.brokenAt}`;
  switch (answer.reason) {
    case 'hash':
      return `${at}: its content does not match its hash (it was changed after it was written).`;
    case 'previousHash':
      return `${at}: it does not link to ${noun} ${answer.brokenAt - 1} (an earlier ${noun} was changed, removed or reordered).`;
    case 'sequence':
      return `${at}: ${noun} ${answer.brokenAt} is missing or out of order.`;
    case 'head':
      return `${at}: the chain’s head records more than is stored (${noun === 'event' ? 'events' : 'entries'} after ${answer.length} were removed).`;
  }
}
