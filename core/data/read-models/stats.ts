// Admin overview counters, kept without a scan: every transaction that creates a profile,
// recognition or validation, or flips a recognition's verified flag, also ADDs to one of a few
// counter shards. Sharding spreads the write hot spot (every create touches the counters); the
// read is a single Query over the shards' partition.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import { statsItemTypes, statsKeys } from './keys';
import type { TransactItem } from '../plumbing/transact';

export interface Stats {
  readonly profiles: number;
  readonly recognitions: number;
  readonly validations: number;
  readonly verifiedRecognitions: number;
}

export type StatsDelta = Partial<Record<keyof Stats, number>>;

const COUNTERS = ['profiles', 'recognitions', 'validations', 'verifiedRecognitions'] as const satisfies readonly (keyof Stats)[];

export const STATS_SHARDS = 8;

/** The transaction item that adds `delta` to the counters, or null when nothing changes. */
export function statsUpdate(delta: StatsDelta): TransactItem | null {
  const changed = COUNTERS.filter((name) => (delta[name] ?? 0) !== 0);
  if (changed.length === 0) return null;
  const shard = Math.floor(Math.random() * STATS_SHARDS);
  return {
    Update: {
      TableName: tableName(),
      Key: statsKeys.statsShard(shard),
      UpdateExpression: `SET #type = :type ADD ${changed.map((name) => `#${name} :${name}`).join(', ')}`,
      ExpressionAttributeNames: { '#type': 'type', ...Object.fromEntries(changed.map((name) => [`#${name}`, name])) },
      ExpressionAttributeValues: { ':type': statsItemTypes.statsShard, ...Object.fromEntries(changed.map((name) => [`:${name}`, delta[name]])) },
    },
  };
}

/** The four admin overview counts (Total Users, Recognitions, Validations, verified for the rate). */
export async function readStats(): Promise<Stats> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': statsKeys.statsPartition },
      ConsistentRead: true,
    }),
  );
  const totals = { profiles: 0, recognitions: 0, validations: 0, verifiedRecognitions: 0 };
  for (const item of result.Items ?? []) {
    for (const name of COUNTERS) {
      const value = item[name];
      if (typeof value === 'number') totals[name] += value;
    }
  }
  return totals;
}
