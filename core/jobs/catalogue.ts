// The scheduled jobs, by the names of lambdas/routes.ts `scheduledJobs`: what each does, in the Jobs
// page's words, and what a run answers. Data only: each job's code is in its own module (runners.ts
// names them), so a job's function carries only its own code (the archive builder draws cards,
// and only it and Run now carry the renderer).

export interface JobOutcome {
  /** What the run handled. */
  readonly items: number;
  /** Things that went wrong without stopping the run, one line each. */
  readonly errors: readonly string[];
  readonly details: Readonly<Record<string, string | number | null>>;
}

export const JOB_DESCRIPTIONS = {
  ExpirySweeper: 'Marks validation requests whose 72-hour link has passed as expired.',
  ErasureSweeper: 'Finishes deleting proofs whose removal a failure interrupted (co-signers told, every item removed), and erases the accounts whose closure is due.',
  ArchiveBuilder: 'Builds the archives of people\u2019s data that their request did not finish (large accounts, or a failure).',
  LinkedinExpiryReminders: 'E-mails owners whose LinkedIn connection expires in a week or tomorrow.',
} as const;

export type JobName = keyof typeof JOB_DESCRIPTIONS;

export type JobRunner = () => Promise<JobOutcome>;

export const isJobName = (name: string): name is JobName => Object.prototype.hasOwnProperty.call(JOB_DESCRIPTIONS, name);
