// Rate limits as fixed-window counters: one item per counted party (a user, a reporter address, a
// client) and window, counted with a single conditional UpdateItem (ADD), alone or inside a
// transaction, so the limit holds under concurrent requests. The item
// carries `ttl` so the table forgets old windows by itself; the key names its window, so a
// window that has not been deleted yet never counts against the next one.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SUGGESTION_WINDOW_MS } from '../../../domain/constants';
import { db, tableName } from '../plumbing/client';
import { type Key } from '../plumbing/key-parts';
import { rateLimitItemTypes, rateLimitKeys } from './keys';
import { isConditionFailed, type TransactItem } from '../plumbing/transact';

/** Counters stay in the table this long after their window ends (TTL deletion is lazy anyway). */
const COUNTER_GRACE_SECONDS = 24 * 60 * 60;

export interface WindowedCount {
  readonly key: Key;
  /** The `type` attribute of the counter item. */
  readonly type: string;
  readonly limit: number;
  /** End of the window; the item's `ttl` is derived from it. */
  readonly windowEnd: Date;
}

export interface Allowance {
  /** Whether this call was counted (false: the limit was already reached; nothing was written). */
  readonly allowed: boolean;
  /** Calls counted in the window, this one included when allowed. */
  readonly used: number;
  /** When the window ends and the count starts again. */
  readonly resetsAt: Date;
}

/** The conditional ADD that counts one call against the window's limit (refused past it). */
function countOne(window: WindowedCount) {
  if (!Number.isSafeInteger(window.limit) || window.limit < 1) throw new RangeError('A rate limit must be a positive integer');
  const ttl = Math.floor(window.windowEnd.getTime() / 1000) + COUNTER_GRACE_SECONDS;
  return {
    TableName: tableName(),
    Key: window.key,
    UpdateExpression: 'ADD n :one SET #ttl = :ttl, #type = :type',
    ConditionExpression: 'attribute_not_exists(n) OR n < :limit',
    ExpressionAttributeNames: { '#ttl': 'ttl', '#type': 'type' },
    ExpressionAttributeValues: { ':one': 1, ':limit': window.limit, ':ttl': ttl, ':type': window.type },
  };
}

/** Counts one call against the window's limit, atomically; refuses (without counting) past the limit. */
export async function takeFromWindow(window: WindowedCount): Promise<Allowance> {
  try {
    const result = await db().send(new UpdateCommand({ ...countOne(window), ReturnValues: 'UPDATED_NEW' }));
    const used = result.Attributes?.n;
    return { allowed: true, used: typeof used === 'number' ? used : 1, resetsAt: window.windowEnd };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return { allowed: false, used: window.limit, resetsAt: window.windowEnd };
  }
}

/**
 * The same count as an item of a transaction, for a write that must happen only together with
 * its counts (and none of them when one limit is reached): the item fails its condition past
 * the limit, and the whole transaction is cancelled.
 */
export function windowCountUpdate(window: WindowedCount): TransactItem {
  return { Update: countOne(window) };
}

/** Start of the fixed window an instant falls in (windows are aligned to the epoch). */
export function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Counts one content-suggestion request of the user in the current clock hour. */
export function takeSuggestionAllowance(userId: string, now: Date, limit: number): Promise<Allowance> {
  const start = windowStart(now, SUGGESTION_WINDOW_MS);
  return takeFromWindow({
    key: rateLimitKeys.suggestionCounter(userId, start.toISOString()),
    type: rateLimitItemTypes.suggestionCounter,
    limit,
    windowEnd: new Date(start.getTime() + SUGGESTION_WINDOW_MS),
  });
}
