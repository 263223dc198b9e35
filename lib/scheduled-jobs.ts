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
  /**
   * Where a job that signs credentials lives: the stack of the signing routes, whose key policy
   * names its role (lib/credentials.ts). Asked for only when such a job exists.
   */
  readonly signingScope?: () => Construct;
}

export class ScheduledJobs extends Construct {
  readonly functions = new Map<string, ServerFunction>();
  readonly rules = new Map<string, events.Rule>();
  /** The jobs' functions that sign credentials (the signing key names their roles). */
  readonly signers: ServerFunction[] = [];

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    for (const job of props.jobs) {
      if (!Number.isInteger(job.everyMinutes) || job.everyMinutes < 1) {
        throw new Error(`Scheduled job ${job.name}: everyMinutes must be a whole number of at least 1`);
      }
      const scope = job.signsCredentials ? this.signingJobsScope(job.name, props.signingScope) : this;
      const fn = new ServerFunction(scope, job.name, {
        backend: props.backend,
        entry: job.entry,
        description: `Scheduled job ${job.name}, every ${job.everyMinutes} min`,
        table: job.table,
        sendsMail: job.sendsMail,
        archives: job.archives,
        usesTokenKey: job.usesTokenKey,
        callsLinkedin: job.callsLinkedin,
        managesAccounts: job.managesAccounts,
        shredsPersonalData: job.shredsPersonalData,
        timeout: Duration.minutes(5),
        ...(job.rendersImages ? { memorySize: IMAGE_FUNCTION_MEMORY_MB, bundling: imageBundling() } : {}),
      });
      const rule = new events.Rule(scope, `${job.name}Schedule`, {
        description: `Runs ${job.name} every ${job.everyMinutes} minutes`,
        schedule: events.Schedule.rate(Duration.minutes(job.everyMinutes)),
      });
      // A run that fails is retried twice; the next scheduled run picks up whatever is left.
      rule.addTarget(new targets.LambdaFunction(fn.fn, { retryAttempts: 2, maxEventAge: Duration.minutes(job.everyMinutes) }));
      this.functions.set(job.name, fn);
      if (job.signsCredentials) this.signers.push(fn);
      this.rules.set(job.name, rule);
    }
  }

  /** The jobs' place in the signing routes' stack, made on first use. */
  private signingJobsScope(jobName: string, signingScope: (() => Construct) | undefined): Construct {
    if (!signingScope) throw new Error(`Scheduled job ${jobName} signs credentials: give ScheduledJobs the signing routes' stack`);
    const signing = signingScope();
    return (signing.node.tryFindChild('Jobs') as Construct | undefined) ?? new Construct(signing, 'Jobs');
  }
}
