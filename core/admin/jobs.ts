// The Jobs page: each scheduled job's last runs, and Run now (the same job code the schedule
// runs, recorded as an admin's run and in the admin action log).
import { JOB_RUNS_SHOWN, jobMessages, type JobRun, type JobsOverview } from '../../domain/api/admin/jobs';
import type { SessionUser } from '../../domain/entities';
import { listJobRuns } from '../data/job-runs/job-runs';
import { notFound } from '../errors';
import { isJobName, JOBS } from '../jobs/catalogue';
import { runJob } from '../jobs/run-job';
import { recordAdminAction } from '../data/admin-log/admin-log';

export interface JobSchedule {
  readonly name: string;
  readonly everyMinutes: number;
}

/** Every job of the schedule with its last runs (one bounded Query per job). */
export async function jobsOverview(schedules: readonly JobSchedule[]): Promise<JobsOverview> {
  const known = schedules.filter((schedule) => isJobName(schedule.name));
  return {
    jobs: await Promise.all(
      known.map(async (schedule) => ({
        name: schedule.name,
        description: isJobName(schedule.name) ? JOBS[schedule.name].description : '',
        everyMinutes: schedule.everyMinutes,
        runs: await listJobRuns(schedule.name, JOB_RUNS_SHOWN),
      })),
    ),
  };
}

/** Run now: runs the job at once, records the run and the admin's action, and answers the run. */
export async function runJobNow(admin: SessionUser, name: string, schedules: readonly JobSchedule[]): Promise<JobRun> {
  if (!isJobName(name) || !schedules.some((schedule) => schedule.name === name)) throw notFound(jobMessages.notFound);
  const { run } = await runJob(name, { kind: 'admin', adminId: admin.id });
  await recordAdminAction({
    action: 'job-run',
    actor: admin.id,
    target: `job:${name}`,
    reason: 'Run now',
    details: { runId: run.id, outcome: run.outcome, items: run.items, durationMs: run.durationMs },
  });
  return run;
}
