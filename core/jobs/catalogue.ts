// The scheduled jobs' code, by the names of lambdas/routes.ts `scheduledJobs`: the schedule's
// handlers and the Jobs page's Run now call the same function through runJob (run-job.ts).
import { sweepExpiredRequests } from '../data/validation-requests/expiry';
import { sendDueExpiryReminders } from '../linkedin/expiry-reminders';
import { finishQueuedDeletions } from '../proofs/proof-deletion';

export interface JobOutcome {
  /** What the run handled. */
  readonly items: number;
  /** Things that went wrong without stopping the run, one line each. */
  readonly errors: readonly string[];
  readonly details: Readonly<Record<string, string | number | null>>;
}

export interface JobDefinition {
  readonly description: string;
  run(): Promise<JobOutcome>;
}

export const JOBS = {
  ExpirySweeper: {
    description: 'Marks validation requests whose 72-hour link has passed as expired.',
    async run() {
      const { expired, examined, watermark } = await sweepExpiredRequests();
      return { items: expired.length, errors: [], details: { expired: expired.length, examined, watermark } };
    },
  },
  ErasureSweeper: {
    description: 'Finishes deleting proofs whose removal a failure interrupted: co-signers told, every item removed.',
    run: finishQueuedDeletions,
  },
  LinkedinExpiryReminders: {
    description: 'E-mails owners whose LinkedIn connection expires in a week or tomorrow.',
    async run() {
      const { sent, obsolete, failed } = await sendDueExpiryReminders();
      return { items: sent, errors: failed > 0 ? [`${failed} reminder${failed === 1 ? '' : 's'} not sent; the next run tries again`] : [], details: { sent, obsolete, failed } };
    },
  },
} as const satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof JOBS;

export const isJobName = (name: string): name is JobName => Object.prototype.hasOwnProperty.call(JOBS, name);
