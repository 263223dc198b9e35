// Transactions with the retry DynamoDB expects from its callers. A TransactWriteItems call is
// cancelled as a whole; each reason tells why one item failed. A `TransactionConflict` (another
// transaction touched one of the items at the same moment) or throttling is retried with
// jittered backoff; a failed condition is handed back to the repository, which turns it into a
// typed error (errors.ts). The SDK does not retry cancelled transactions by itself.
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';
import { ConflictError } from './errors';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const RETRYABLE = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded', 'RequestLimitExceeded']);

/** A transaction was cancelled by a failed condition; `reasons[i]` is the code for item i. */
export class TransactionCancelled extends Error {
  constructor(readonly reasons: readonly (string | undefined)[]) {
    super(`Transaction cancelled: ${reasons.map((reason) => reason ?? 'None').join(', ')}`);
    this.name = 'TransactionCancelled';
  }

  /** Whether item `index` failed its condition. */
  failed(index: number): boolean {
    return this.reasons[index] === 'ConditionalCheckFailed';
  }
}

interface CancelledError {
  name: string;
  CancellationReasons?: { Code?: string }[];
}

function isCancelled(error: unknown): error is CancelledError {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TransactionCanceledException';
}

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** Full-jitter exponential backoff: a random wait up to min(cap, base * 2^attempt). */
export function backoff(attempt: number, baseMs = 10, capMs = 250): Promise<void> {
  return sleep(Math.random() * Math.min(capMs, baseMs * 2 ** attempt));
}

/**
 * Runs one TransactWriteItems call; retries contention; throws TransactionCancelled when a
 * condition failed, ConflictError when contention outlasted the attempts. Any other error is
 * rethrown as is.
 */
export async function transactWrite(items: TransactItem[], maxAttempts = 10): Promise<void> {
  if (items.length === 0) return;
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!isCancelled(error)) throw error;
      const reasons = (error.CancellationReasons ?? []).map((reason) => (reason.Code === 'None' ? undefined : reason.Code));
      if (reasons.includes('ConditionalCheckFailed')) throw new TransactionCancelled(reasons);
      if (!reasons.some((reason) => reason !== undefined && RETRYABLE.has(reason))) throw error;
      if (attempt + 1 >= maxAttempts) throw new ConflictError('the items of this transaction');
      await backoff(attempt);
    }
  }
}

/** Whether a single PutItem/UpdateItem/DeleteItem failed its ConditionExpression. */
export function isConditionFailed(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ConditionalCheckFailedException';
}
