// Moves a local runtime's business clock forward (POST /__local/clock), as tests do to reach an
// expiry or a freshness bound without waiting for it.
import { SUSPENSION_CHECK_MAX_AGE_MS } from '../../core/data/profiles/account-status';

export async function advanceClock(runtimeUrl: string, ms: number): Promise<void> {
  const moved = await fetch(`${runtimeUrl}/__local/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: ms }) });
  if (moved.status !== 200) throw new Error(`moving the clock answered ${moved.status}`);
}

/** Past the time a function trusts its last reading of an account's suspension (docs/admin.md). */
export const pastTheSuspensionBound = (runtimeUrl: string) => advanceClock(runtimeUrl, SUSPENSION_CHECK_MAX_AGE_MS);
