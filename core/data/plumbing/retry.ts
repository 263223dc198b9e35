// One retry policy per use case. DynamoDB does not retry a cancelled transaction itself, and an
// optimistic write (a recognition Put guarded by its version) must read again before it can try
// again. Each use case therefore runs ONE loop, `withRetry(policy, attempt)`: every attempt reads
// what it needs, plans, and makes one TransactWriteItems call; a ConflictError (a stale version,
// contention, throttling) or whatever the use case names as retryable starts the next attempt
// after a full-jitter backoff. Nothing below an attempt retries, so a click costs at most
// `attempts` transactions. docs/data-model.md lists the policies.
import { ConflictError } from './errors';

export interface RetryPolicy {
  /** The use case, named in the ConflictError when the attempts run out. */
  readonly useCase: string;
  /** Most attempts in all: the most TransactWriteItems calls the use case makes. */
  readonly attempts: number;
  /** Full-jitter backoff: a random wait up to min(capMs, baseMs * 2^attempt) between attempts. */
  readonly baseMs: number;
  readonly capMs: number;
}

const policy = (useCase: string, attempts: number, baseMs = 10, capMs = 250): RetryPolicy => ({ useCase, attempts, baseMs, capMs });

export const RETRY_POLICIES = {
  /** A validator's decision: request, validation, recognition, claims and counters in one transaction. */
  decision: policy('decision', 8),
  /** The owner changes a proof (content, status, publish): one versioned Put. */
  proofUpdate: policy('proof update', 6),
  /** Creating an item with its claims (proof, admin grant): nothing to re-read. */
  creation: policy('creation', 5),
  /** A first sign-in creates the profile: a taken username or product id draws the next candidate. */
  profileCreation: policy('profile creation', 25),
  /** A co-signer withdraws: validation, recognition, claims and counter. */
  withdrawal: policy('withdrawal', 8),
  /** A batch of invitations with the daily counter and the pending-invitation locks. */
  invitations: policy('invitations', 5),
  /** The owner's reminder: one more link for a pending request (the request and its lookup item). */
  reminder: policy('reminder', 5),
  /** The owner sends a new link for an expired request. */
  renewal: policy('renewal', 5),
  /** A username change: profile, old claim, new claim. */
  rename: policy('rename', 5),
  /** The sweeper expires one request. */
  expiry: policy('expiry', 5),
  /** The credential in a proof's public view, written beside the proof's own transactions on that item. */
  publicCredential: policy('public credential', 8),
  /** A restore (profile, suspension record, its open appeal) or an appeal, beside each other: read again. */
  suspension: policy('suspension', 5),
  /** Appending to a proof's audit chain: concurrent appenders all race for the one head. */
  eventAppend: policy('event append', 40, 5, 200),
} as const satisfies Record<string, RetryPolicy>;

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

export function backoff(attempt: number, retry: Pick<RetryPolicy, 'baseMs' | 'capMs'>): Promise<void> {
  return sleep(Math.random() * Math.min(retry.capMs, retry.baseMs * 2 ** attempt));
}

/**
 * Runs `attempt` until it returns, at most `retry.attempts` times. A ConflictError, or an error
 * `alsoRetry` accepts, starts the next attempt; any other error ends the loop at once. When the
 * attempts run out the result is a ConflictError naming the use case.
 */
export async function withRetry<T>(retry: RetryPolicy, attempt: (n: number) => Promise<T>, alsoRetry: (error: unknown) => boolean = () => false): Promise<T> {
  for (let n = 0; ; n += 1) {
    try {
      return await attempt(n);
    } catch (error) {
      if (!(error instanceof ConflictError) && !alsoRetry(error)) throw error;
      if (n + 1 >= retry.attempts) throw new ConflictError(retry.useCase);
      await backoff(n, retry);
    }
  }
}
