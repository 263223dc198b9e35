// The data migrations (core/data/migrations/) on deploy: one function, run by a CloudFormation
// trigger (aws-cdk-lib/triggers) once the table and the API functions are in place, so no function
// of the previous version is still writing items without their index entries when it runs. The
// trigger runs again whenever the function's code or configuration changes (a new version of it),
// which every change to a migration is. A schedule invokes it too, so a first run over a large
// table that stops at the function's time limit continues by itself (a run with nothing left to do
// is four reads); an operator can also invoke it (docs/deploy.md).
import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as triggers from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { dataMigrations } from '../lambdas/routes';
import { ServerFunction, type Backend } from './server-function';

export interface DataMigrationsProps {
  readonly backend: Backend;
  /** What must be deployed before the migrations run: the table, and the functions that write it. */
  readonly executeAfter: readonly Construct[];
}

export class DataMigrations extends Construct {
  readonly function: ServerFunction;
  readonly trigger: triggers.Trigger;
  /** Runs the function between deploys, to finish what a run left at its time limit. */
  readonly schedule: events.Rule;

  constructor(scope: Construct, id: string, props: DataMigrationsProps) {
    super(scope, id);
    this.function = new ServerFunction(this, dataMigrations.name, {
      backend: props.backend,
      entry: dataMigrations.entry,
      description: 'Data migrations: registry seeds, search indexes and public read model for existing data',
      // Reads, Puts, Deletes and transactions on the table; no Scan (it pages through the profile list).
      table: dataMigrations.table,
      timeout: Duration.minutes(dataMigrations.timeoutMinutes),
    });
    this.trigger = new triggers.Trigger(this, 'OnDeploy', {
      handler: this.function.fn,
      // Waits for the function's answer (a failed migration fails the deployment), a minute longer
      // than the function may run; the trigger's provider function itself may run 15 minutes.
      invocationType: triggers.InvocationType.REQUEST_RESPONSE,
      timeout: Duration.minutes(dataMigrations.timeoutMinutes + 1),
      executeOnHandlerChange: true,
      executeAfter: [...props.executeAfter],
    });
    this.schedule = new events.Rule(this, 'ContinueSchedule', {
      description: `Continues the data migrations every ${dataMigrations.continueEveryMinutes} minutes (nothing to do once complete)`,
      schedule: events.Schedule.rate(Duration.minutes(dataMigrations.continueEveryMinutes)),
    });
    // No retry: the next tick continues from the saved cursor anyway.
    this.schedule.addTarget(new targets.LambdaFunction(this.function.fn, { retryAttempts: 0, maxEventAge: Duration.minutes(dataMigrations.continueEveryMinutes) }));
  }
}
