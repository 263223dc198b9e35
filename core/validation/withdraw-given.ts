// Everything a person co-signed, withdrawn at once, when their data is removed (their own page) or
// their account erased: each approval still standing is withdrawn as a withdrawal does (its proof
// re-evaluated, its credential following, the chain recording `reason`), and then their words
// leave the revoked credentials that quoted them, withdrawn now or before.
import type { Validation } from '../../domain/entities';
import { eraseEndorsementsOf } from '../credentials/endorsement-erasure';
import { isDomainError } from '../errors';
import { withdrawValidation } from './withdrawals';

/** Withdraws each of `given` that still stands; how many were withdrawn. */
export async function withdrawEverythingGiven(given: readonly Validation[], reason: string): Promise<number> {
  let withdrawn = 0;
  for (const validation of given) {
    if (validation.status !== 'approved' || validation.withdrawnAt) continue;
    try {
      await withdrawValidation(validation, reason, { userAgent: null });
      withdrawn += 1;
    } catch (error) {
      // Withdrawn meanwhile (its link), or its proof deleted: nothing is left to withdraw.
      if (!(isDomainError(error) && (error.kind === 'conflict' || error.kind === 'not_found'))) throw error;
    }
  }
  await eraseEndorsementsOf(given);
  return withdrawn;
}
