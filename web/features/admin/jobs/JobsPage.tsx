// Jobs: each scheduled job's last runs (time, duration, items, errors) and Run now, which runs the
// same job code as the schedule and is recorded in the admin action log.
import type { JobRun, ScheduledJobSummary } from '../../../../domain/api/admin/jobs';
import { panel, primaryButton, buttonSizes } from '../../../components/button-styles';
import { useJobs, useRunJob } from '../api/jobs';
import { AdminPage } from '../kit/AdminPage';
import { AdminTable } from '../kit/AdminTable';
import { formatWhen } from '../kit/dates';
import { LoadError } from '../kit/LoadError';
import { Loading } from '../kit/Loading';
import { cell } from '../kit/table-styles';
import { useActionToasts } from '../kit/useActionToasts';
import { duration } from './duration';

export function JobsPage() {
  const jobs = useJobs();
  return (
    <AdminPage title="Jobs" description="The scheduled jobs, their last runs, and Run now to run one at once (the same code the schedule runs).">
      {jobs.isPending ? <Loading what="the jobs" /> : jobs.isError ? <LoadError error={jobs.error} /> : null}
      {jobs.data?.jobs.map((job) => <JobPanel key={job.name} job={job} />)}
    </AdminPage>
  );
}

function JobPanel({ job }: { job: ScheduledJobSummary }) {
  const toasts = useActionToasts(`run-job:${job.name}`);
  const runNow = useRunJob(job.name);
  const ranSaying = (result: JobRun) =>
    result.outcome === 'succeeded'
      ? { title: `${job.name} ran`, description: `${result.items} item${result.items === 1 ? '' : 's'} in ${duration(result.durationMs)}` }
      : { title: `${job.name} failed`, description: result.errors[0] ?? 'See the run below', variant: 'destructive' as const };
  const run = () => runNow.mutate(undefined, toasts.outcome(ranSaying, 'Run now failed'));
  const headingId = `job-${job.name}`;
  return (
    <section aria-labelledby={headingId} className={panel}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {job.name}
          </h2>
          <p className="text-sm text-slate-600">
            {job.description} Runs every {job.everyMinutes} minutes.
          </p>
        </div>
        <button type="button" className={`${primaryButton} ${buttonSizes.sm}`} onClick={run} disabled={runNow.isPending}>
          {runNow.isPending ? 'Running…' : 'Run now'}
        </button>
      </div>
      <div className="mt-3">
        <AdminTable
          caption={`Last runs of ${job.name}, newest first`}
          columns={['Started', 'Duration', 'Items', 'Outcome', 'Errors', 'Started by']}
          status={{ loading: false, error: null, rowCount: job.runs.length }}
          empty="No runs recorded yet."
        >
          {job.runs.map((run) => (
            <tr key={run.id}>
              <td className={cell}>{formatWhen(run.startedAt)}</td>
              <td className={cell}>{duration(run.durationMs)}</td>
              <td className={cell}>{run.items}</td>
              <td className={cell}>
                <span className={run.outcome === 'succeeded' ? 'text-green-800' : 'font-semibold text-red-800'}>{run.outcome === 'succeeded' ? 'Succeeded' : 'Failed'}</span>
              </td>
              <td className={cell}>{run.errors.length === 0 ? 'None' : run.errors.join('; ')}</td>
              <td className={cell}>{run.trigger === 'schedule' ? 'Schedule' : 'Admin (Run now)'}</td>
            </tr>
          ))}
        </AdminTable>
      </div>
    </section>
  );
}
