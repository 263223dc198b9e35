// Every scheduled job's code by name, for Run now on the admin Jobs page (core/admin/run-job-now.ts):
// the same functions the schedule's handlers run (lambdas/*-sweeper.ts and the others).
import { finishQueuedArchives } from '../account/export/archive-service';
import type { JobName, JobRunner } from './catalogue';
import { runErasureSweep } from './runners/erasure-sweep';
import { runExpirySweep } from './runners/expiry-sweep';
import { runLinkedinReminders } from './runners/linkedin-reminders';

export const JOB_RUNNERS: Readonly<Record<JobName, JobRunner>> = {
  ExpirySweeper: runExpirySweep,
  ErasureSweeper: runErasureSweep,
  ArchiveBuilder: finishQueuedArchives,
  LinkedinExpiryReminders: runLinkedinReminders,
};
