// Scheduled jobs (scheduledJobs in lambdas/routes.ts), such as the link-expiry sweeper: one
// function each, run by an EventBridge rule at the job's rate.
import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { ScheduledJobDefinition } from '../lambdas/routes';
import { IMAGE_FUNCTION_MEMORY_MB, imageBundling } from './image-packaging';
import { ServerFunction, type Backend } from './server-function';

export interface ScheduledJobsProps {
  readonly backend: Backend;
  readonly jobs: readonly ScheduledJobDefinition[];
}

export class ScheduledJobs extends Construct {
  readonly functions = new Map<string, ServerFunction>();
  readonly rules = new Map<string, events.Rule>();

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    for (const job of props.jobs) {
      if (!Number.isInteger(job.everyMinutes) || job.everyMinutes < 1) {
        throw new Error(`Scheduled job ${job.name}: everyMinutes must be a whole number of at least 1`);
      }
      const fn = new ServerFunction(this, job.name, {
        backend: props.backend,
        entry: job.entry,
        description: `Scheduled job ${job.name}, every ${job.everyMinutes} min`,
        table: job.table,
        sendsMail: job.sendsMail,
        archives: job.archives,
        timeout: Duration.minutes(5),
        ...(job.rendersImages ? { memorySize: IMAGE_FUNCTION_MEMORY_MB, bundling: imageBundling() } : {}),
      });
      const rule = new events.Rule(this, `${job.name}Schedule`, {
        description: `Runs ${job.name} every ${job.everyMinutes} minutes`,
        schedule: events.Schedule.rate(Duration.minutes(job.everyMinutes)),
      });
      // A run that fails is retried twice; the next scheduled run picks up whatever is left.
      rule.addTarget(new targets.LambdaFunction(fn.fn, { retryAttempts: 2, maxEventAge: Duration.minutes(job.everyMinutes) }));
      this.functions.set(job.name, fn);
      this.rules.set(job.name, rule);
    }
  }
}
