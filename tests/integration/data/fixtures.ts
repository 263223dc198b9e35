// Timing and concurrency helpers for the data tier's tests; the entities they store come from
// tests/support/factories/.
import { clock } from '../../../core/clock';

/** Distinct, increasing timestamps for ordering tests (the clock only moves forward). */
export function tick(ms = 5): string {
  clock.advance(ms);
  return clock.nowIso();
}

export async function settle<T>(tasks: Promise<T>[]): Promise<{ ok: T[]; errors: unknown[] }> {
  const results = await Promise.allSettled(tasks);
  return {
    ok: results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
    errors: results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : [])),
  };
}
