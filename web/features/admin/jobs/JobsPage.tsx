// Jobs: each scheduled job's last runs (time, duration, items, errors) and Run now, which runs the
// same job code as the schedule and is recorded in the admin action log.
import type { JobRun, JobsOverview, ScheduledJobSummary } from '../../../../domain/api/admin/jobs';
import { panel, primaryButton, buttonSizes } from '../../../components/button-styles';
import { useToast } from '../../../components/toast/toast-context';
import { AdminPage, LoadError, Loading } from '../ops/AdminPage';
import { useAdminChange, useAdminQuery } from '../ops/admin-api';
import { dateTime, duration } from '../ops/format';
import { table, tableWrap, td, th } from '../ops/styles';

export function JobsPage() {
  const jobs = useAdminQuery<JobsOverview>(['jobs'], '/jobs');
  return (
    <AdminPage title="Jobs" intro="The scheduled jobs, their last runs, and Run now to run one at once (the same code the schedule runs).">
      {jobs.isPending ? <Loading what="the jobs" /> : jobs.isError ? <LoadError error={jobs.error} /> : null}
      {jobs.data?.jobs.map((job) => <JobPanel key={job.name} job={job} />)}
    </AdminPage>
  );
}

function JobPanel({ job }: { job: ScheduledJobSummary }) {
  const toast = useToast();
  const runNow = useAdminChange<void, JobRun>(() => ({ path: `/jobs/${encodeURIComponent(job.name)}/run`, method: 'POST' }));
  const actionId = `run-job:${job.name}`;
  const run = () =>
    runNow.mutate(undefined, {
      onSuccess: (result) =>
        toast(
          result.outcome === 'succeeded'
            ? { title: `${job.name} ran`, description: `${result.items} item${result.items === 1 ? '' : 's'} in ${duration(result.durationMs)}`, actionId }
            : { title: `${job.name} failed`, description: result.errors[0] ?? 'See the run below', variant: 'destructive', actionId },
        ),
      onError: (error) => toast({ title: 'Run now failed', description: error.message, variant: 'destructive', actionId }),
    });
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
      {job.runs.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No runs recorded yet.</p>
      ) : (
        <div className={`${tableWrap} mt-3`}>
          <table className={table}>
            <caption className="sr-only">Last runs of {job.name}, newest first</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>Started</th>
                <th scope="col" className={th}>Duration</th>
                <th scope="col" className={th}>Items</th>
                <th scope="col" className={th}>Outcome</th>
                <th scope="col" className={th}>Errors</th>
                <th scope="col" className={th}>Started by</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {job.runs.map((run) => (
                <tr key={run.id}>
                  <td className={td}>{dateTime(run.startedAt)}</td>
                  <td className={td}>{duration(run.durationMs)}</td>
                  <td className={td}>{run.items}</td>
                  <td className={td}>
                    <span className={run.outcome === 'succeeded' ? 'text-green-800' : 'font-semibold text-red-800'}>{run.outcome === 'succeeded' ? 'Succeeded' : 'Failed'}</span>
                  </td>
                  <td className={td}>{run.errors.length === 0 ? 'None' : run.errors.join('; ')}</td>
                  <td className={td}>{run.trigger === 'schedule' ? 'Schedule' : 'Admin (Run now)'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
