// Runs a scheduled job and records the run (time, duration, items, errors) for the Jobs page,
// whether the schedule or an admin's Run now started it.
import { randomUUID } from 'node:crypto';
import type { JobRun } from '../../domain/api/admin/jobs';
import { clock } from '../clock';
import { putJobRun } from '../data/job-runs/job-runs';
import { createLogger } from '../log';
import type { JobName, JobOutcome, JobRunner } from './catalogue';

const log = createLogger({ component: 'jobs' });

export interface JobRunResult {
  readonly run: JobRun;
  /** What the job threw, when it did (the run is recorded as failed either way). */
  readonly error: unknown;
}

const oneLine = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).replace(/\s+/g, ' ').slice(0, 500);

export async function runJob(name: JobName, run: JobRunner, trigger: { kind: 'schedule' } | { kind: 'admin'; adminId: string }): Promise<JobRunResult> {
  const startedAt = clock.nowIso();
  const started = performance.now();
  let outcome: JobOutcome | null = null;
  let error: unknown = null;
  try {
    outcome = await run();
  } catch (thrown) {
    error = thrown;
  }
  const record: JobRun = {
    id: randomUUID(),
    job: name,
    startedAt,
    durationMs: Math.round(performance.now() - started),
    items: outcome?.items ?? 0,
    errors: error ? [oneLine(error)] : [...(outcome?.errors ?? [])],
    outcome: error ? 'failed' : 'succeeded',
    trigger: trigger.kind,
    triggeredBy: trigger.kind === 'admin' ? trigger.adminId : null,
    details: outcome?.details ?? {},
  };
  try {
    await putJobRun(record);
  } catch (recordError) {
    // The job's work is done; a run that cannot be recorded must not undo or repeat it.
    log.error('job run not recorded', { job: name, error: recordError });
  }
  return { run: record, error };
}

/** The schedule's entry: runs the job, records it, and fails the invocation when the job threw. */
export async function runScheduledJob(name: JobName, run: JobRunner): Promise<JobRun> {
  const result = await runJob(name, run, { kind: 'schedule' });
  if (result.error) throw result.error;
  return result.run;
}
