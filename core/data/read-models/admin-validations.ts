// The admin's validations page, read without a Scan: pending requests from the expiry buckets (a
// request lives 72 hours, so the buckets of today and the next few days hold every pending one);
// decisions, expired requests and integrity signals come from the admin feed (admin-feed.ts).
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import type { ExpiryEntry } from '../validation-requests/expiry';
import { pageLimit } from '../plumbing/items';
import { utcDay } from '../plumbing/key-parts';
import { requestKeys } from '../validation-requests/keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Pending requests, soonest expiry first, at most `limit`: one Query per day bucket from today
 * over `days` days (requests that are due but not yet swept count as expired, not pending).
 */
export async function listPendingEntries(now: Date, options: { limit?: number; days?: number } = {}): Promise<ExpiryEntry[]> {
  const limit = pageLimit(options.limit);
  const entries: ExpiryEntry[] = [];
  for (let offset = 0; offset < (options.days ?? 5) && entries.length < limit; offset++) {
    const day = utcDay(new Date(now.getTime() + offset * DAY_MS));
    const result = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk > :after',
        ExpressionAttributeValues: { ':pk': requestKeys.expiryPartition(day), ':after': `${now.toISOString()}#\uffff` },
        Limit: limit - entries.length,
      }),
    );
    for (const item of result.Items ?? []) entries.push({ recognitionId: String(item.recognitionId), requestId: String(item.requestId), expiresAt: String(item.expiresAt) });
  }
  return entries;
}
