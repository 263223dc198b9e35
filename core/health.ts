import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { onConfigReload } from './config';
import { db, tableName } from './data/plumbing/client';
import { unavailable } from './errors';

const FRESH_FOR_MS = 5_000;
let lastHealthyAt = 0;

/**
 * Forgets the last success, so the next check asks the database again. The local runtime calls it
 * when DynamoDB Local stops, so health reports the outage at once rather than up to 5 s later.
 */
export function forgetLastHealthyCheck(): void {
  lastHealthyAt = 0;
}
onConfigReload(forgetLastHealthyCheck);

/** The service is healthy when its table answers; a success is trusted for a few seconds. */
export async function checkHealth(): Promise<{ status: 'ok' }> {
  if (Date.now() - lastHealthyAt < FRESH_FOR_MS) return { status: 'ok' };
  try {
    const { Table } = await db().send(new DescribeTableCommand({ TableName: tableName() }));
    if (Table?.TableStatus !== 'ACTIVE') throw new Error(`table is ${Table?.TableStatus}`);
  } catch {
    throw unavailable('The service is starting or its database is unreachable.');
  }
  lastHealthyAt = Date.now();
  return { status: 'ok' };
}
