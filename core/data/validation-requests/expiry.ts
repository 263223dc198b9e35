// Finding pending validation requests past their expiry without a table scan (scheduled job).
//
// Every pending request has a small expiry entry, pk `EXPIRY#{day of expiresAt}` sk
// `{expiresAt}#{requestId}`, written in the transaction that creates the request and deleted in
// the transaction that takes it out of pending (decision or expiry). The sweeper queries the day
// buckets from a watermark up to today, with `sk <= now`, so it reads only entries that are due.
// The watermark (pk `EXPIRY` sk `WATERMARK`) moves forward over past days once they are empty.
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ValidationRequest } from '../../../domain/entities';
import { clock } from '../../clock';
import { feedEntryPut } from '../read-models/admin-feed';
import { db, tableName } from '../plumbing/client';
import { fromItem, type Item } from '../plumbing/items';
import { canonicalIso, utcDay } from '../plumbing/key-parts';
import { requestItemTypes, requestKeys } from './keys';
import { RETRY_POLICIES, withRetry } from '../plumbing/retry';
import { isConditionFailed, TransactionCancelled, transactWrite, type TransactItem } from '../plumbing/transact';

export interface ExpiryEntry {
  readonly recognitionId: string;
  readonly requestId: string;
  readonly expiresAt: string;
}

type RequestRef = Pick<ValidationRequest, 'id' | 'recognitionId' | 'expiresAt'>;

/** The entry's Put, for the transaction that creates a pending request. */
export function expiryEntryPut(request: RequestRef): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...requestKeys.expiry(request.expiresAt, request.id),
        type: requestItemTypes.expiry,
        recognitionId: request.recognitionId,
        requestId: request.id,
        expiresAt: canonicalIso(request.expiresAt),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The entry's Delete, for the transaction that takes a request out of pending. */
export function expiryEntryDelete(request: RequestRef): TransactItem {
  return { Delete: { TableName: tableName(), Key: requestKeys.expiry(request.expiresAt, request.id) } };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where the sweep starts when no watermark exists yet (requests live 72 hours). */
export const INITIAL_LOOKBACK_DAYS = 7;

async function readWatermark(): Promise<string | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: requestKeys.expiryWatermark, ConsistentRead: true }));
  const day = result.Item?.day;
  return typeof day === 'string' ? day : null;
}

function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${first}T00:00:00Z`); days.length < 400; time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    if (day > last) break;
    days.push(day);
  }
  return days;
}

interface DueScan {
  readonly entries: ExpiryEntry[];
  /** Past days whose buckets were read to the end (every entry in them is due). */
  readonly drainedDays: ReadonlySet<string>;
  readonly days: string[];
}

async function scanDue(now: Date, limit: number): Promise<DueScan> {
  const today = utcDay(now);
  const start = (await readWatermark()) ?? utcDay(new Date(now.getTime() - INITIAL_LOOKBACK_DAYS * DAY_MS));
  const days = daysFrom(start <= today ? start : today, today);
  const entries: ExpiryEntry[] = [];
  const drainedDays = new Set<string>();
  for (const day of days) {
    if (entries.length >= limit) break;
    const result = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk <= :upper',
        ExpressionAttributeValues: { ':pk': requestKeys.expiryPartition(day), ':upper': `${now.toISOString()}#\uffff` },
        Limit: limit - entries.length,
        ConsistentRead: true,
      }),
    );
    for (const item of result.Items ?? []) {
      entries.push({ recognitionId: item.recognitionId as string, requestId: item.requestId as string, expiresAt: item.expiresAt as string });
    }
    if (day < today && !result.LastEvaluatedKey) drainedDays.add(day);
  }
  return { entries, drainedDays, days };
}

/** Pending requests whose expiry is due, oldest day first, at most `limit`. */
export async function findExpiredRequests(options: { now?: Date; limit?: number } = {}): Promise<ExpiryEntry[]> {
  return (await scanDue(options.now ?? clock.now(), options.limit ?? 100)).entries;
}

/**
 * Marks one due request expired and removes its entry, in one transaction. Returns the expired
 * request, or null when it had left pending already (its stale entry is removed) or is not due.
 */
export async function expireRequest(entry: ExpiryEntry, now: Date = clock.now()): Promise<ValidationRequest | null> {
  const requestKey = requestKeys.validationRequest(entry.recognitionId, entry.requestId);
  const ref = { id: entry.requestId, recognitionId: entry.recognitionId, expiresAt: entry.expiresAt };
  try {
    await withRetry(RETRY_POLICIES.expiry, () =>
      transactWrite({
        request: {
          Update: {
            TableName: tableName(),
            Key: requestKey,
            UpdateExpression: 'SET #status = :expired',
            ConditionExpression: '#status = :pending AND expiresAt <= :now',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':expired': 'expired', ':pending': 'pending', ':now': now.toISOString() },
          },
        },
        expiry: expiryEntryDelete(ref),
        // The admin's validations page lists expired requests (admin-feed.ts).
        feed: feedEntryPut({ kind: 'expired', id: entry.requestId, at: entry.expiresAt, recognitionId: entry.recognitionId, proofTitle: null, detail: { requestId: entry.requestId } }),
      }),
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    const current = await db().send(new GetCommand({ TableName: tableName(), Key: requestKey, ConsistentRead: true }));
    // Gone, decided, or renewed with a new expiry (which has its own entry): this entry is stale.
    if (!current.Item || current.Item.status !== 'pending' || current.Item.expiresAt !== canonicalIso(entry.expiresAt)) {
      await db().send(new DeleteCommand({ TableName: tableName(), Key: requestKeys.expiry(entry.expiresAt, entry.requestId) }));
    }
    return null;
  }
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: requestKey, ConsistentRead: true }));
  return result.Item ? fromItem<ValidationRequest>(result.Item as Item, ['recognitionTitle']) : null;
}

export interface SweepResult {
  readonly expired: ValidationRequest[];
  /** Entries looked at (some may have been decided meanwhile). */
  readonly examined: number;
  /** The watermark after the sweep. */
  readonly watermark: string | null;
}

/** The scheduled job: expire what is due (at most `limit` per run) and move the watermark on. */
export async function sweepExpiredRequests(options: { now?: Date; limit?: number } = {}): Promise<SweepResult> {
  const now = options.now ?? clock.now();
  const { entries, drainedDays, days } = await scanDue(now, options.limit ?? 100);
  const expired: ValidationRequest[] = [];
  for (const entry of entries) {
    const request = await expireRequest(entry, now);
    if (request) expired.push(request);
  }
  // Every entry of a drained past day was just handled, so the watermark can pass it.
  let watermark: string | null = null;
  for (const day of days) {
    if (!drainedDays.has(day)) {
      watermark = day;
      break;
    }
  }
  watermark ??= utcDay(now);
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: requestKeys.expiryWatermark,
        UpdateExpression: 'SET #day = :day, #type = :type',
        ConditionExpression: 'attribute_not_exists(#day) OR #day < :day',
        ExpressionAttributeNames: { '#day': 'day', '#type': 'type' },
        ExpressionAttributeValues: { ':day': watermark, ':type': requestItemTypes.expiryWatermark },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error; // another sweep moved it further already
    });
  return { expired, examined: entries.length, watermark: (await readWatermark()) ?? watermark };
}
