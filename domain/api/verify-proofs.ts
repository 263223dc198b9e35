// Checking many proofs at once: POST /api/public/verify-proofs (and the /verify-proofs page).
import * as z from 'zod';
import { CHECKED_ITEM_MAX_LENGTH, MAX_CHECKED_ITEMS } from '../constants';
import type { ValidatorRole } from '../entities';
import { verifyProofs as m } from '../messages/verify-proofs';
import type { CosignerProof } from '../rules/cosigner-proof';

export const verifyProofsSchema = z.object({
  items: z
    .array(z.string({ error: m.nothingToCheck }).trim().min(1, { error: m.nothingToCheck }).max(CHECKED_ITEM_MAX_LENGTH, { error: m.itemTooLong }), { error: m.nothingToCheck })
    .min(1, { error: m.nothingToCheck })
    .max(MAX_CHECKED_ITEMS, { error: m.tooMany }),
});
export type VerifyProofsBody = z.input<typeof verifyProofsSchema>;

export const CHECKED_STATUSES = ['verified', 'revoked', 'awaiting-revalidation', 'not-found', 'not-recognised'] as const;
export type CheckedStatus = (typeof CHECKED_STATUSES)[number];

/** Who co-signed, as the proof's public page shows them. */
export interface CheckedCosigner {
  /** Their name, when they signed in and agreed to be named; else null and the masked address. */
  readonly name: string | null;
  readonly validatorEmail: string;
  readonly role: ValidatorRole;
  readonly proven: CosignerProof;
}

/** One pasted item, checked. */
export interface CheckedItem {
  /** The item as it was sent (trimmed). */
  readonly item: string;
  readonly status: CheckedStatus;
  /** The proof it names, when that proof can be shown; null otherwise. */
  readonly proofNumber: string | null;
  /** What was proven: the project's title, the owner's role in it and the organisation. */
  readonly title: string | null;
  readonly role: string | null;
  readonly orgName: string | null;
  readonly owner: { readonly displayName: string; readonly username: string } | null;
  /** Verified proofs only; newest first. */
  readonly cosigners: readonly CheckedCosigner[];
  /** The proof's public page, where there is one to open. */
  readonly url: string | null;
}

export interface VerifyProofsAnswer {
  /** One line per item sent, in the same order. */
  readonly items: readonly CheckedItem[];
}
