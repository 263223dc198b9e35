// Reports of public pages, and the moderation queue: pk `REPORT#{id}` sk `REPORT`, listed on gsi1
// by state (`REPORTS#open`, `REPORTS#dismissed`, `REPORTS#actioned`), oldest first. A decision
// moves a report out of `open` once (conditional write), so two admins cannot both decide it.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ContentReport, ReportState } from '../../domain/api/admin/moderation';
import { db, tableName } from './client';
import { fromItem, queryPage, type Item, type Page, type PageOptions } from './items';
import { canonicalIso, ITEM_TYPES, keys, utcDay } from './keys';
import { takeFromWindow, windowStart, type Allowance } from './rate-limits';
import type { TransactItem } from './transact';

const toReport = (item: Item): ContentReport => fromItem<ContentReport>(item);

export async function createContentReport(report: ContentReport): Promise<ContentReport> {
  const stored = { ...report, createdAt: canonicalIso(report.createdAt) };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...stored, ...keys.contentReport(stored.id), ...keys.contentReportList(stored.state, stored.createdAt, stored.id), type: ITEM_TYPES.contentReport },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return stored;
}

export async function getContentReport(reportId: string): Promise<ContentReport | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.contentReport(reportId), ConsistentRead: true }));
  return result.Item ? toReport(result.Item) : null;
}

/** Reports in one state, oldest first (the queue reads `open`). */
export function listContentReports(state: ReportState, options: PageOptions = {}): Promise<Page<ContentReport>> {
  const partition = keys.contentReportPartition(state);
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
export function reportDecisionUpdate(reportId: string, decision: { state: Exclude<ReportState, 'open'>; decidedBy: string; decidedAt: string; note: string }): TransactItem {
  const list = keys.contentReportList(decision.state, decision.decidedAt, reportId);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.contentReport(reportId),
      UpdateExpression: 'SET #state = :state, decidedBy = :by, decidedAt = :at, decisionNote = :note, gsi1pk = :gpk, gsi1sk = :gsk',
      ConditionExpression: 'attribute_exists(pk) AND #state = :open',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':state': decision.state,
        ':by': decision.decidedBy,
        ':at': canonicalIso(decision.decidedAt),
        ':note': decision.note,
        ':gpk': list.gsi1pk,
        ':gsk': list.gsi1sk,
        ':open': 'open',
      },
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts one report from `email` in the current UTC day; refused past `limit`. */
export function takeReportAllowance(email: string, now: Date, limit: number): Promise<Allowance> {
  const start = windowStart(now, DAY_MS);
  return takeFromWindow({ key: keys.reportCounter(email, utcDay(start)), type: ITEM_TYPES.reportCounter, limit, windowEnd: new Date(start.getTime() + DAY_MS) });
}
