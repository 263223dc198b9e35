// The keys of scheduled jobs' runs (docs/admin-operations.md).
// docs/data-model.md lists the layout and the access pattern each key serves.
import { canonicalIso, type Key } from '../plumbing/key-parts';

/** The item kinds of job runs (the `type` attribute). */
export const jobRunItemTypes = {
  jobRun: 'JobRun',
} as const;

export const jobRunKeys = {
  /** A scheduled job's runs, newest first, one partition per job. */
  jobRun: (job: string, startedAt: string, runId: string): Key => ({ pk: `JOBRUNS#${job}`, sk: `${canonicalIso(startedAt)}#${runId}` }),
  jobRunsPartition: (job: string) => `JOBRUNS#${job}`,
} as const;
