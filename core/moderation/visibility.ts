// An admin hides a proof from every public surface with a reason, or shows it again. The proof
// keeps everything else (its owner still sees and edits it); the one visibility rule
// (domain/rules/public-visibility.ts) makes every public read treat it as not public, the sparse
// portfolio index drops it on the same write, and its credential is revoked (issued again on
// unhide when the proof still qualifies). The owner is e-mailed; the action and its admin-log entry
// are one transaction.
import type { Proof } from '../../domain/entities';
import { moderation } from '../../domain/messages/moderation';
import { clock } from '../clock';
import { config } from '../config';
import { syncProofCredential } from '../credentials/credential-service';
import { NotFoundError } from '../data/plumbing/errors';
import { getProfile } from '../data/profiles/profiles';
import { getProof, applyProofChange } from '../data/proofs/proofs';
import { notFound } from '../errors';
import { createLogger } from '../log';
import { sendMail } from '../mail/mailer';
import { proofHiddenMail, proofShownAgainMail } from '../mail/moderation-mails';
import { recordAdminAction } from '../data/admin-log/admin-log';

const log = createLogger({ component: 'moderation' });

export interface ModerationContext {
  readonly adminUserId: string;
  /** More for the log (the report a hide came from). */
  readonly details?: Readonly<Record<string, string | null>>;
}

export interface VisibilityChange {
  readonly recognition: Proof;
  /** False when the proof was already in the asked state (nothing written, nobody mailed). */
  readonly changed: boolean;
}

/** What the admin log says of a hide or an unhide. */
export const MODERATION_ACTIONS = { hide: 'hide-proof', unhide: 'unhide-proof' } as const;

async function change(proofId: string, hide: boolean, reason: string | null, context: ModerationContext): Promise<VisibilityChange> {
  const current = await getProof(proofId);
  if (!current) throw notFound(moderation.proofNotFound);
  let changed = false;
  try {
    const patchOf = (latest: Proof) => {
      changed = Boolean(latest.hiddenAt) !== hide;
      if (!changed) return null;
      const now = clock.nowIso();
      return hide ? { hiddenAt: now, hiddenReason: reason, updatedAt: latest.updatedAt } : { hiddenAt: null, hiddenReason: null, updatedAt: latest.updatedAt };
    };
    const proof = await applyProofChange(proofId, current.ownerUserId, patchOf, {
      commit: (items) =>
        recordAdminAction(
          {
            action: hide ? MODERATION_ACTIONS.hide : MODERATION_ACTIONS.unhide,
            actor: context.adminUserId,
            target: `proof:${proofId}`,
            reason,
            // The log keeps years after its owner may be erased: the proof's number, never its words.
            details: { proofNumber: current.proofNumber, ...context.details },
          },
          items,
        ),
    });
    if (changed) await syncProofCredential(proofId);
    return { recognition: proof, changed };
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound(moderation.proofNotFound);
    throw error;
  }
}

async function tellOwner(proof: Proof, reason: string | null): Promise<void> {
  const owner = await getProfile(proof.ownerUserId);
  if (!owner?.email) return;
  const facts = { to: owner.email, ownerName: owner.displayName, proofTitle: proof.title, dashboardUrl: `${config().publicOrigin}/dashboard` };
  const mail = reason !== null ? proofHiddenMail({ ...facts, reason }) : proofShownAgainMail(facts);
  await sendMail(mail).catch((error: unknown) => log.error('moderation mail not sent', { recognitionId: proof.id, error }));
}

/** Hides the proof from every public surface; the owner is e-mailed the reason. */
export async function hideProof(proofId: string, reason: string, context: ModerationContext): Promise<VisibilityChange> {
  const result = await change(proofId, true, reason, context);
  if (result.changed) await tellOwner(result.recognition, reason);
  return result;
}

/** Shows a hidden proof again wherever it qualifies; the owner is e-mailed. `note` goes into the log. */
export async function unhideProof(proofId: string, note: string | null, context: ModerationContext): Promise<VisibilityChange> {
  const result = await change(proofId, false, note, context);
  if (result.changed) await tellOwner(result.recognition, null);
  return result;
}
