// Reports of public pages, and the moderation queue: pk `REPORT#{id}` sk `REPORT`, listed on gsi1
// by state (`REPORTS#open`, `REPORTS#dismissed`, `REPORTS#actioned`), oldest first. A decision
// moves a report out of `open` once (conditional write), so two admins cannot both decide it.
// A new report is written with its daily counts (per reporter address, per client address) in
// one transaction.
import { mailboxListPage } from '../personal-data/mailbox-lists';
import { pseudonymFor } from '../personal-data/pseudonyms';
import { mailboxSubject } from '../personal-data/subjects';
import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ContentReport, ReportState } from '../../../domain/api/admin/moderation';
import { db, tableName } from '../plumbing/client';
import { fromItem, queryPage, type Item, type Page, type PageOptions } from '../plumbing/items';
import { canonicalIso, utcDay } from '../plumbing/key-parts';
import { reportItemTypes, reportKeys } from './keys';
import { queueDecisionUpdate, type QueueDecision } from '../plumbing/queue-decision';
import { windowCountUpdate, windowStart } from '../rate-limits/rate-limits';
import { TransactionCancelled, transactWrite, type TransactItem } from '../plumbing/transact';
import { clientBucketOf } from '../../../domain/rules/client-address';

const toReport = (item: Item): ContentReport => fromItem<ContentReport>(item);

export async function getContentReport(reportId: string): Promise<ContentReport | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: reportKeys.contentReport(reportId), ConsistentRead: true }));
  return result.Item ? toReport(result.Item) : null;
}

/** The reports made from an address (any spelling of its mailbox), newest first. */
export function listReportsBy(address: string, options: PageOptions = {}): Promise<Page<ContentReport>> {
  return mailboxListPage(address, reportKeys.reportsByPartition, options, toReport);
}

/** Reports in one state, oldest first (the queue reads `open`). */
export function listContentReports(state: ReportState, options: PageOptions = {}): Promise<Page<ContentReport>> {
  const partition = reportKeys.contentReportPartition(state);
  return queryPage(
    { IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': partition }, ScanIndexForward: state === 'open' },
    { gsi1pk: partition },
    options,
    toReport,
  );
}

/**
 * The Update that takes an open report out of the queue (only while it is open), for the
 * transaction that also records the admin's decision in the admin log.
 */
export function reportDecisionUpdate(reportId: string, decision: QueueDecision<Exclude<ReportState, 'open'>>): TransactItem {
  return queueDecisionUpdate(reportKeys.contentReport(reportId), reportKeys.contentReportList(decision.state, decision.decidedAt, reportId), decision);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who sends a report, for its daily limits: the reporter address given, and the client's IP address. */
export interface ReportSender {
  readonly reporterEmail: string;
  readonly clientIp: string;
}

export interface ReportLimits {
  readonly perReporter: number;
  readonly perClient: number;
}

/**
 * The client as the counter's key holds it: a SHA-256 of the day and the client's bucket (the
 * IPv4 address, or the IPv6 /64 network: clientBucketOf), so the key is not the address itself
 * and one day's key does not match the next day's. Unkeyed, it is a pseudonym, not anonymous:
 * someone holding the table could hash every IPv4 address of a day to find one.
 */
export const clientHashOf = (clientIp: string, day: string): string =>
  createHash('sha256').update(`report-client\n${day}\n${clientBucketOf(clientIp)}`, 'utf8').digest('hex');

/**
 * Stores a new report together with one count against each of its sender's limits for the
 * report's UTC day, in one transaction: past either limit nothing is written (no report, no
 * count) and the answer is 'limited'.
 */
export async function createCountedContentReport(report: ContentReport, sender: ReportSender, limits: ReportLimits): Promise<'created' | 'limited'> {
  const start = windowStart(new Date(report.createdAt), DAY_MS);
  const day = utcDay(start);
  const windowEnd = new Date(start.getTime() + DAY_MS);
  const stored = { ...report, createdAt: canonicalIso(report.createdAt) };
  const reporter = await pseudonymFor(mailboxSubject(sender.reporterEmail));
  try {
    await transactWrite({
      reporter: windowCountUpdate({ key: reportKeys.reportCounter(reporter, day), type: reportItemTypes.reportCounter, limit: limits.perReporter, windowEnd }),
      client: windowCountUpdate({ key: reportKeys.reportClientCounter(clientHashOf(sender.clientIp, day), day), type: reportItemTypes.reportClientCounter, limit: limits.perClient, windowEnd }),
      report: {
        Put: {
          TableName: tableName(),
          Item: {
            ...stored,
            ...reportKeys.contentReport(stored.id),
            ...reportKeys.contentReportList(stored.state, stored.createdAt, stored.id),
            ...reportKeys.reportsBy(reporter, stored.createdAt, stored.id),
            type: reportItemTypes.contentReport,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    });
    return 'created';
  } catch (error) {
    if (error instanceof TransactionCancelled && error.firstFailed('reporter', 'client')) return 'limited';
    throw error;
  }
}
