// The erasure sweep: finishes proof deletions a failure interrupted (core/proofs/proof-deletion.ts),
// then erases the accounts whose closure is due (core/account/closure/account-erasure.ts).
import { eraseDueAccounts } from '../../account/closure/account-erasure';
import { finishQueuedDeletions } from '../../proofs/proof-deletion';
import type { JobOutcome } from '../catalogue';

export async function runErasureSweep(): Promise<JobOutcome> {
  const proofs = await finishQueuedDeletions();
  const accounts = await eraseDueAccounts();
  return {
    items: proofs.items + accounts.items,
    errors: [...proofs.errors, ...accounts.errors],
    details: { ...proofs.details, accountsDue: accounts.details.due ?? 0, accountsErased: accounts.details.erased ?? 0 },
  };
}
