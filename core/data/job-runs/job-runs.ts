// Runs of the scheduled jobs (the Jobs page): one item per run under its job, newest first, kept
// 90 days (ttl). Reading a job's last runs is one Query with a limit.
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { JobRun } from '../../../domain/api/admin/jobs';
import { db, tableName } from '../plumbing/client';
import { fromItem } from '../plumbing/items';
import { jobRunItemTypes, jobRunKeys } from './keys';

const KEEP_SECONDS = 90 * 24 * 60 * 60;

export async function putJobRun(run: JobRun): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...run, ...jobRunKeys.jobRun(run.job, run.startedAt, run.id), type: jobRunItemTypes.jobRun, ttl: Math.floor(Date.parse(run.startedAt) / 1000) + KEEP_SECONDS },
    }),
  );
}

/** A job's last runs, newest first. */
export async function listJobRuns(job: string, limit: number): Promise<JobRun[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': jobRunKeys.jobRunsPartition(job) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => fromItem<JobRun>(item));
}
