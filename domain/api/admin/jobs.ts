// Wire shapes of the Jobs page (/admin/jobs): each scheduled job's last runs, and Run now.
import * as z from 'zod';

export const JOB_RUNS_SHOWN = 10;

export interface JobRun {
  readonly id: string;
  readonly job: string;
  readonly startedAt: string;
  readonly durationMs: number;
  /** What the run handled (requests expired, reminders sent...). */
  readonly items: number;
  /** What went wrong, one line each; empty when nothing did. */
  readonly errors: readonly string[];
  readonly outcome: 'succeeded' | 'failed';
  /** The schedule, or an admin's Run now. */
  readonly trigger: 'schedule' | 'admin';
  /** The admin who asked for it; null for the schedule. */
  readonly triggeredBy: string | null;
  /** The job's own figures (examined, expired, obsolete...). */
  readonly details: Readonly<Record<string, string | number | null>>;
}

export interface ScheduledJobSummary {
  readonly name: string;
  /** What it does, in a sentence. */
  readonly description: string;
  readonly everyMinutes: number;
  /** Newest first, at most JOB_RUNS_SHOWN. */
  readonly runs: readonly JobRun[];
}

/** GET /api/admin/jobs */
export interface JobsOverview {
  readonly jobs: readonly ScheduledJobSummary[];
}

export const jobMessages = { notFound: 'No such job' } as const;

/** `{name}` in POST /api/admin/jobs/{name}/run */
export const jobNamePathSchema = z.object({ name: z.string().min(1).max(64) });
