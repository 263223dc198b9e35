// Work the product has acknowledged and queued, which a request goes on with for a while before it
// answers (a proof's removal, an archive's build): whatever is left then, or fails, a scheduled job
// finishes from the queue. So a failure here is logged, never thrown.
import { createLogger } from './log';

const log = createLogger({ component: 'background' });

/** Waits for `work` at most `ms` (then answers without it); a failure is logged as `leftFor`. */
export async function goOnFor(ms: number, work: Promise<unknown>, leftFor: string, facts: Record<string, unknown> = {}): Promise<void> {
  const going = work.catch((error: unknown) => log.error(leftFor, { ...facts, error }));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([going, new Promise<void>((done) => (timer = setTimeout(done, ms)))]);
  clearTimeout(timer);
}
