// Run now on the Jobs page: the same job code the schedule runs, recorded as an admin's run and in
// the admin action log. It carries every job's code, the card renderer of the archive builder too.
import { jobMessages, type JobRun } from '../../domain/api/admin/jobs';
import type { SessionUser } from '../../domain/entities';
import { recordAdminAction } from '../data/admin-log/admin-log';
import { notFound } from '../errors';
import { isJobName } from '../jobs/catalogue';
import { runJob } from '../jobs/run-job';
import { JOB_RUNNERS } from '../jobs/runners';
import type { JobSchedule } from './jobs';

/** Run now: runs the job at once, records the run and the admin's action, and answers the run. */
export async function runJobNow(admin: SessionUser, name: string, schedules: readonly JobSchedule[]): Promise<JobRun> {
  if (!isJobName(name) || !schedules.some((schedule) => schedule.name === name)) throw notFound(jobMessages.notFound);
  const { run } = await runJob(name, JOB_RUNNERS[name], { kind: 'admin', adminId: admin.id });
  await recordAdminAction({
    action: 'job-run',
    actor: admin.id,
    target: `job:${name}`,
    reason: 'Run now',
    details: { runId: run.id, outcome: run.outcome, items: run.items, durationMs: run.durationMs },
  });
  return run;
}
