// One TransactWriteItems call with named items. A transaction is cancelled as a whole; DynamoDB
// gives one reason per item, by position. Here every item has a name, so a cancellation says
// WHICH item failed ("request", "proofNumber", "pending:2") and repositories never count
// positions. This module never retries: each use case retries under its own policy (retry.ts),
// so one click costs at most that policy's attempts in TransactWriteItems calls.
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';
import { ConflictError } from './errors';

/** Kept here for the modules that wait between their own reads (batch gets, table creation). */
export { sleep } from './retry';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The items of one transaction by name, in order. A null or undefined entry is left out, so an
 * optional item (a counter update that adds nothing) can be written inline.
 */
export type NamedItems = Readonly<Record<string, TransactItem | null | undefined>>;

const CONTENTION = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded', 'RequestLimitExceeded']);

/** A transaction was cancelled by a failed condition: `failed(name)` tells which item. */
export class TransactionCancelled extends Error {
  /** The cancellation reason of each item that had one, by item name. */
  readonly reasons: ReadonlyMap<string, string>;

  constructor(reasons: ReadonlyMap<string, string>) {
    super(`Transaction cancelled: ${[...reasons].map(([name, code]) => `${name} ${code}`).join(', ')}`);
    this.name = 'TransactionCancelled';
    this.reasons = reasons;
  }

  /** Whether the named item failed its condition. */
  failed(name: string): boolean {
    return this.reasons.get(name) === 'ConditionalCheckFailed';
  }

  /** The first of `names` whose condition failed (a prefix like `pending:` matches every `pending:n`). */
  firstFailed(...names: string[]): string | undefined {
    for (const [name, code] of this.reasons) {
      if (code === 'ConditionalCheckFailed' && names.some((wanted) => name === wanted || (wanted.endsWith(':') && name.startsWith(wanted)))) return name;
    }
    return undefined;
  }
}

/**
 * Another transaction touched one of the items at the same moment, or the table throttled: the
 * use case may try again (it is a ConflictError, which every retry policy retries).
 */
export class TransactionContention extends ConflictError {
  constructor(readonly items: readonly string[]) {
    super(items.join(', ') || 'the items of this transaction');
    this.name = 'TransactionContention';
  }
}

interface CancelledError {
  name: string;
  CancellationReasons?: { Code?: string }[];
}

function isCancelled(error: unknown): error is CancelledError {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TransactionCanceledException';
}

/**
 * Runs ONE TransactWriteItems call. Throws TransactionCancelled when a condition failed (with the
 * failing items' names), TransactionContention on a conflict or throttling; any other error is
 * rethrown as is.
 */
export async function transactWrite(items: NamedItems): Promise<void> {
  const named = Object.entries(items).filter((entry): entry is [string, TransactItem] => entry[1] !== null && entry[1] !== undefined);
  if (named.length === 0) return;
  try {
    await db().send(new TransactWriteCommand({ TransactItems: named.map(([, item]) => item) }));
  } catch (error) {
    if (!isCancelled(error)) throw error;
    const reasons = new Map<string, string>();
    (error.CancellationReasons ?? []).forEach((reason, index) => {
      const name = named[index]?.[0];
      if (name !== undefined && reason.Code && reason.Code !== 'None') reasons.set(name, reason.Code);
    });
    const codes = [...reasons.values()];
    if (codes.includes('ConditionalCheckFailed')) throw new TransactionCancelled(reasons);
    if (codes.length > 0 && codes.every((code) => CONTENTION.has(code))) throw new TransactionContention([...reasons.keys()]);
    throw error;
  }
}

/** Whether a single PutItem/UpdateItem/DeleteItem failed its ConditionExpression. */
export function isConditionFailed(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ConditionalCheckFailedException';
}

/** Whether a single PutItem/UpdateItem/DeleteItem met a transaction in flight on its item (it may be tried again). */
export function isTransactionConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TransactionConflictException';
}
