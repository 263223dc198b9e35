// Every mail the product sends (the Emails page): template, recipient, subject, time and delivery
// status, newest first in one partition, kept 90 days (ttl). A failed mail sits on gsi1's failed
// list until it is sent; one without a private link also keeps its content (to send it again),
// removed once it is sent. A mail with a private link never keeps its content (core/mail/templates.ts).
import { mailboxListPage } from '../personal-data/mailbox-lists';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MailRecord } from '../../../domain/api/admin/emails';
import { pseudonymFor } from '../personal-data/pseudonyms';
import { sealValue } from '../personal-data/sealing';
import { mailboxSubject, mailboxSubjectOf } from '../personal-data/subjects';
import { db, tableName } from '../plumbing/client';
import { fromItem, queryAll, queryPage, type Page, type PageOptions } from '../plumbing/items';
import { mailItemTypes, mailKeys } from './keys';
import { isConditionFailed, type TransactItem } from '../plumbing/transact';

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

/** A mail as the log keeps it; the Emails page adds whether it can be sent again (core/admin/emails.ts). */
export type StoredMailRecord = Omit<MailRecord, 'notRetryable'>;

/** Records one send: sent, or failed with its content kept for a retry (null: nothing kept). */
export async function putMailRecord(record: StoredMailRecord, content: MailContent | null): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...record,
        ...mailKeys.mailRecord(record.id),
        ...mailKeys.mailsToMailbox(await pseudonymFor(mailboxSubject(record.recipient)), record.id),
        ...(record.status === 'failed' ? mailKeys.failedMailList(record.id) : {}),
        ...(record.status === 'failed' && content ? { content } : {}),
        type: mailItemTypes.mailRecord,
        ttl: Math.floor(Date.parse(record.sentAt) / 1000) + KEEP_SECONDS,
      },
    }),
  );
}

export async function getMailRecord(mailId: string): Promise<{ record: StoredMailRecord; content: MailContent | null } | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: mailKeys.mailRecord(mailId), ConsistentRead: true }));
  if (!result.Item) return null;
  return { record: fromItem<StoredMailRecord>(result.Item, CONTENT), content: (result.Item.content as MailContent | undefined) ?? null };
}

/** The mails sent to an address (any spelling of its mailbox), newest first. */
export function listMailsTo(address: string, options: PageOptions = {}): Promise<Page<StoredMailRecord>> {
  return mailboxListPage(address, mailKeys.mailsToMailboxPartition, options, (item) => fromItem<StoredMailRecord>(item, CONTENT));
}

/** Mails newest first; `failed` lists only those still failed. */
export function listMailRecords(filter: 'all' | 'failed', options: PageOptions): Promise<Page<StoredMailRecord>> {
  const map = (item: Record<string, unknown>) => fromItem<StoredMailRecord>(item, CONTENT);
  if (filter === 'failed') {
    return queryPage(
      { IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': mailKeys.failedMailsPartition }, ScanIndexForward: false },
      { gsi1pk: mailKeys.failedMailsPartition },
      options,
      map,
    );
  }
  return queryPage(
    { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': mailKeys.mailsPartition, ':prefix': mailKeys.mailPrefix }, ScanIndexForward: false },
    { pk: mailKeys.mailsPartition },
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
        Key: mailKeys.mailRecord(mailId),
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

/** The retry's outcome, for the transaction that also records the admin's action; the failure's text (SES may quote the address) sealed for `recipient`. */
export async function mailRetryOutcome(mailId: string, recipient: string, outcome: { sent: true; messageId: string; at: string } | { sent: false; error: string; at: string }): Promise<TransactItem> {
  const subject = mailboxSubjectOf(recipient);
  const error = outcome.sent ? null : subject ? await sealValue(subject, outcome.error) : outcome.error;
  const common = { ':retrying': 'retrying', ':one': 1, ':at': outcome.at };
  return {
    Update: {
      TableName: tableName(),
      Key: mailKeys.mailRecord(mailId),
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
            ExpressionAttributeValues: { ...common, ':failed': 'failed', ':error': error },
          }),
    },
  };
}

/**
 * Removes the kept content of every failed mail whose template `mustForget` (entries written
 * before private-link templates stopped keeping theirs). Only failed mails keep content, and each
 * is on gsi1's failed list, so a bounded Query of that list finds them all (never a Scan). Safe to
 * run again; answers how many entries lost their content.
 */
export async function forgetMailContent(mustForget: (template: string) => boolean): Promise<number> {
  const failed = await queryAll(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': mailKeys.failedMailsPartition },
      ExpressionAttributeNames: { '#id': 'id', '#template': 'template' },
      ProjectionExpression: '#id, #template',
    },
    10_000,
  );
  let forgotten = 0;
  for (const item of failed) {
    if (!mustForget(String(item.template))) continue;
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: mailKeys.mailRecord(String(item.id)),
          UpdateExpression: 'REMOVE content',
          ConditionExpression: 'attribute_exists(content)',
        }),
      );
      forgotten += 1;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }
  return forgotten;
}
