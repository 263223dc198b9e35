// The keys of the signed-in person's server state. Each starts with what its data belongs to:
// 'me', or the live collection it is read from (domain/api/live-updates.ts), so a live update
// invalidates exactly the queries of the collections it names, and a mutation those it changed.
import type { LiveCollection } from '../../../domain/api/live-updates';

export const ME_KEY = ['me'] as const;

/** Whether an admin suspended the account (GET /api/account/status). */
export const ACCOUNT_STATUS_KEY = ['account-status'] as const;

/** `ownerKey('proofs', 'mine')` -> ['proofs', 'mine']; `ownerKey('proofs')` is every query of the collection. */
export function ownerKey<C extends LiveCollection, R extends readonly unknown[]>(collection: C, ...rest: R): readonly [C, ...R] {
  return [collection, ...rest];
}

/** The owner's proofs list (the dashboard) and one of their proofs (the edit page): both read 'proofs'. */
export const MY_PROOFS_KEY = ownerKey('proofs', 'mine');
export const proofKey = (id: string) => ownerKey('proofs', 'one', id);
