// The Jobs page: each scheduled job's last runs (Run now is core/admin/run-job-now.ts).
import { JOB_RUNS_SHOWN, type JobsOverview } from '../../domain/api/admin/jobs';
import { listJobRuns } from '../data/job-runs/job-runs';
import { isJobName, JOB_DESCRIPTIONS } from '../jobs/catalogue';

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
        description: isJobName(schedule.name) ? JOB_DESCRIPTIONS[schedule.name] : '',
        everyMinutes: schedule.everyMinutes,
        runs: await listJobRuns(schedule.name, JOB_RUNS_SHOWN),
      })),
    ),
  };
}
