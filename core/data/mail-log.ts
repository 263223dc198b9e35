// Every mail the product sends (the Emails page): template, recipient, subject, time and delivery
// status, newest first in one partition, kept 90 days (ttl). A failed mail also keeps its content
// (to send it again) and sits on gsi1's failed list until it is sent; its content is removed then.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MailRecord } from '../../domain/api/admin/emails';
import { db, tableName } from './client';
import { fromItem, queryPage, type Page, type PageOptions } from './items';
import { ITEM_TYPES, keys } from './keys';
import { isConditionFailed, type TransactItem } from './transact';

const KEEP_SECONDS = 90 * 24 * 60 * 60;

/** What it takes to send a failed mail again. */
export interface MailContent {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly replyTo?: string;
}

const CONTENT = ['content'];

/** Records one send: sent, or failed with its content kept for a retry. */
export async function putMailRecord(record: MailRecord, content: MailContent | null): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...record,
        ...keys.mailRecord(record.id),
        ...(record.status === 'failed' ? { ...keys.failedMailList(record.id), content } : {}),
        type: ITEM_TYPES.mailRecord,
        ttl: Math.floor(Date.parse(record.sentAt) / 1000) + KEEP_SECONDS,
      },
    }),
  );
}

export async function getMailRecord(mailId: string): Promise<{ record: MailRecord; content: MailContent | null } | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.mailRecord(mailId), ConsistentRead: true }));
  if (!result.Item) return null;
  return { record: fromItem<MailRecord>(result.Item, CONTENT), content: (result.Item.content as MailContent | undefined) ?? null };
}

/** Mails newest first; `failed` lists only those still failed. */
export function listMailRecords(filter: 'all' | 'failed', options: PageOptions): Promise<Page<MailRecord>> {
  const map = (item: Record<string, unknown>) => fromItem<MailRecord>(item, CONTENT);
  if (filter === 'failed') {
    return queryPage(
      { IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.failedMailsPartition }, ScanIndexForward: false },
      { gsi1pk: keys.failedMailsPartition },
      options,
      map,
    );
  }
  return queryPage(
    { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': keys.mailsPartition, ':prefix': keys.mailPrefix }, ScanIndexForward: false },
    { pk: keys.mailsPartition },
    options,
    map,
  );
}

/** Takes a failed mail for a retry (failed -> retrying). False when it is not failed (any more). */
export async function claimMailForRetry(mailId: string, at: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.mailRecord(mailId),
        UpdateExpression: 'SET #status = :retrying, lastAttemptAt = :at',
        ConditionExpression: '#status = :failed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':retrying': 'retrying', ':failed': 'failed', ':at': at },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** The retry's outcome, for the transaction that also records the admin's action. */
export function mailRetryOutcome(mailId: string, outcome: { sent: true; messageId: string; at: string } | { sent: false; error: string; at: string }): TransactItem {
  const common = { ':retrying': 'retrying', ':one': 1, ':at': outcome.at };
  return {
    Update: {
      TableName: tableName(),
      Key: keys.mailRecord(mailId),
      ConditionExpression: '#status = :retrying',
      ...(outcome.sent
        ? {
            UpdateExpression: 'SET #status = :sent, messageId = :messageId, lastAttemptAt = :at, #error = :none ADD attempts :one REMOVE gsi1pk, gsi1sk, content',
            ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
            ExpressionAttributeValues: { ...common, ':sent': 'sent', ':messageId': outcome.messageId, ':none': null },
          }
        : {
            UpdateExpression: 'SET #status = :failed, lastAttemptAt = :at, #error = :error ADD attempts :one',
            ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
            ExpressionAttributeValues: { ...common, ':failed': 'failed', ':error': outcome.error },
          }),
    },
  };
}
