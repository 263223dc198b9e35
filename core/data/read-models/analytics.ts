// Analytics counters (the admin Analytics page), written at the moment things happen, never by a
// scan: per-day counters (sign-ups, proofs, co-signatures, verifications) ADDed in the same
// transaction as the change they count, spread over a few shards per day; and the funnel, which
// counts people once per step: a milestone item per person and step is put only if absent, with
// the funnel counter in the same transaction. Reading 90 days is one Query over one partition.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DAILY_COUNTERS, FUNNEL_STEPS, type DailyCounter, type DayCounts, type FunnelStep } from '../../../domain/api/admin/analytics';
import { clock } from '../../clock';
import { onConfigReload } from '../../config';
import { createLogger } from '../../log';
import { db, tableName } from '../plumbing/client';
import { utcDay } from '../plumbing/key-parts';
import { analyticsItemTypes, analyticsKeys } from './keys';
import { queryAll } from '../plumbing/items';
import { TransactionCancelled, transactWrite, type TransactItem } from '../plumbing/transact';

export const ANALYTICS_SHARDS = 4;

const log = createLogger({ component: 'analytics' });

const shard = () => Math.floor(Math.random() * ANALYTICS_SHARDS);

function addUpdate(key: { pk: string; sk: string }, type: string, counts: Readonly<Record<string, number>>, extra: Record<string, string> = {}): TransactItem | null {
  const changed = Object.entries(counts).filter(([, value]) => value > 0);
  if (changed.length === 0) return null;
  const extras = Object.entries(extra);
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `SET #type = :type${extras.map(([name]) => `, #${name} = :${name}`).join('')} ADD ${changed.map(([name]) => `#${name} :${name}`).join(', ')}`,
      ExpressionAttributeNames: { '#type': 'type', ...Object.fromEntries([...changed, ...extras].map(([name]) => [`#${name}`, name])) },
      ExpressionAttributeValues: { ':type': type, ...Object.fromEntries([...changed, ...extras].map(([name, value]) => [`:${name}`, value])) },
    },
  };
}

/**
 * The transaction item that adds to the day's counters (only positive counts: a later withdrawal
 * does not undo that a verification happened that day), or null when nothing is added.
 */
export function dailyCountersUpdate(counts: Partial<Record<DailyCounter, number>>, at: string = clock.nowIso()): TransactItem | null {
  const day = utcDay(at);
  return addUpdate(analyticsKeys.dailyCounter(day, shard()), analyticsItemTypes.dailyCounter, counts as Record<string, number>, { day });
}

/** The transaction item that counts one more person at a funnel step (sign-up: in the profile's own transaction). */
export function funnelUpdate(step: FunnelStep): TransactItem {
  return addUpdate(analyticsKeys.funnelShard(shard()), analyticsItemTypes.funnelShard, { [step]: 1 })!;
}

/**
 * The milestones this instance has seen reached (table, person, step). A milestone is reached for
 * good, so the next change that reaches it again writes nothing: a person's every invitation and
 * proof would otherwise send a transaction that can only be refused. The oldest is forgotten first.
 */
const reached = new Set<string>();
const MAX_REMEMBERED = 10_000;
onConfigReload(() => reached.clear());

function remember(key: string): void {
  reached.add(key);
  if (reached.size > MAX_REMEMBERED) reached.delete(reached.values().next().value as string);
}

/**
 * Counts the person at the funnel step the first time only. Returns whether this was the first
 * time. Called after the change that reached it; a failure here never undoes that change.
 */
export async function reachMilestone(userId: string, step: Exclude<FunnelStep, 'signedUp'>, at: string = clock.nowIso()): Promise<boolean> {
  const key = `${tableName()}|${userId}|${step}`;
  if (reached.has(key)) return false;
  try {
    await transactWrite({
      milestone: {
        Put: {
          TableName: tableName(),
          Item: { ...analyticsKeys.milestone(userId, step), type: analyticsItemTypes.milestone, userId, step, reachedAt: at },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      funnel: funnelUpdate(step),
    });
    remember(key);
    return true;
  } catch (error) {
    if (!(error instanceof TransactionCancelled && error.failed('milestone'))) throw error;
    remember(key);
    return false;
  }
}

/** Per-day counts from `firstDay` to `lastDay` (inclusive), oldest first, zeros filled in. */
export async function readDailyCounts(firstDay: string, lastDay: string): Promise<DayCounts[]> {
  const items = await queryAll(
    {
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': analyticsKeys.analyticsPartition, ':from': analyticsKeys.dailyCounterDay(firstDay), ':to': `${analyticsKeys.dailyCounterDay(lastDay)}~` },
      ConsistentRead: true,
    },
    // At most one item per shard and day (a year of days is far below it).
    400 * ANALYTICS_SHARDS,
  );
  const byDay = new Map<string, Record<DailyCounter, number>>();
  for (const item of items) {
    const day = String(item.day);
    const counts = byDay.get(day) ?? { signups: 0, proofs: 0, cosignatures: 0, verifications: 0 };
    for (const name of DAILY_COUNTERS) if (typeof item[name] === 'number') counts[name] += item[name] as number;
    byDay.set(day, counts);
  }
  const series: DayCounts[] = [];
  for (let time = Date.parse(`${firstDay}T00:00:00Z`); time <= Date.parse(`${lastDay}T00:00:00Z`); time += 86_400_000) {
    const day = new Date(time).toISOString().slice(0, 10);
    series.push({ day, ...(byDay.get(day) ?? { signups: 0, proofs: 0, cosignatures: 0, verifications: 0 }) });
  }
  return series;
}

/** People at each funnel step (one Query over the funnel's shards). */
export async function readFunnel(): Promise<Record<FunnelStep, number>> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': analyticsKeys.analyticsPartition, ':prefix': analyticsKeys.funnelPrefix },
      ConsistentRead: true,
    }),
  );
  const totals = Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as Record<FunnelStep, number>;
  for (const item of result.Items ?? []) for (const step of FUNNEL_STEPS) if (typeof item[step] === 'number') totals[step] += item[step] as number;
  return totals;
}

/**
 * Counts the funnel steps a change reached, after the change was written. Best effort: the change
 * stands whatever happens here (a failure is logged, and the step is counted the next time).
 */
export async function noteMilestones(userId: string, steps: readonly Exclude<FunnelStep, 'signedUp'>[]): Promise<void> {
  for (const step of steps) {
    try {
      await reachMilestone(userId, step);
    } catch (error) {
      log.warn('funnel step not counted', { step, error });
    }
  }
}
