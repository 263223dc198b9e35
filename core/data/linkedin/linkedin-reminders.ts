// E-mail reminders that a LinkedIn connection expires soon. Connecting writes one entry per
// reminder in the day bucket it is due (pk `LINKEDIN_REMINDER#{day}`, sk `{dueAt}#{user}#{which}`),
// so the scheduled job reads only a few day buckets with `sk <= now`, never the whole table. An
// entry is marked sent with a conditional write before its mail goes out: each is sent once.
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import { canonicalIso } from '../plumbing/key-parts';
import { linkedinItemTypes, linkedinKeys } from './keys';
import { isConditionFailed } from '../plumbing/transact';

export interface ReminderEntry {
  readonly userId: string;
  /** Which reminder: e.g. '7d' (a week before) or '1d' (the day before). */
  readonly which: string;
  readonly dueAt: string;
  /** The token expiry the reminder was written for: a reconnect makes it obsolete. */
  readonly tokenExpiresAt: string;
}

const DAY_S = 24 * 60 * 60;

export async function putReminder(entry: ReminderEntry): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...linkedinKeys.linkedinReminder(entry.dueAt, entry.userId, entry.which),
        type: linkedinItemTypes.linkedinReminder,
        ...entry,
        dueAt: canonicalIso(entry.dueAt),
        tokenExpiresAt: canonicalIso(entry.tokenExpiresAt),
        ttl: Math.ceil(new Date(entry.tokenExpiresAt).getTime() / 1000) + 30 * DAY_S,
      },
    }),
  );
}

/** Unsent reminders of one day bucket due by `now`, at most `limit`. */
export async function listDueReminders(day: string, now: Date, limit: number): Promise<ReminderEntry[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk <= :upper',
      FilterExpression: 'attribute_not_exists(sentAt)',
      ExpressionAttributeValues: { ':pk': linkedinKeys.linkedinReminderPartition(day), ':upper': `${now.toISOString()}#\uffff` },
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []).map((item) => ({ userId: item.userId as string, which: item.which as string, dueAt: item.dueAt as string, tokenExpiresAt: item.tokenExpiresAt as string }));
}

/** Marks the reminder handled (sent, or obsolete); false when another run did it first. */
export async function markReminderHandled(entry: ReminderEntry, outcome: 'sent' | 'obsolete', at: Date): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: linkedinKeys.linkedinReminder(entry.dueAt, entry.userId, entry.which),
        UpdateExpression: 'SET sentAt = :at, outcome = :outcome',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(sentAt)',
        ExpressionAttributeValues: { ':at': at.toISOString(), ':outcome': outcome },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Undoes markReminderHandled when the mail could not be sent, so the next run tries again. */
export async function unmarkReminder(entry: ReminderEntry): Promise<void> {
  await db().send(new UpdateCommand({ TableName: tableName(), Key: linkedinKeys.linkedinReminder(entry.dueAt, entry.userId, entry.which), UpdateExpression: 'REMOVE sentAt, outcome' }));
}
