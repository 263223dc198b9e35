// Runs the data migrations (core/data/migrations/) on each deploy that changes this function, on a
// schedule between deploys, and whenever an operator invokes it (docs/deploy.md). It stops starting
// new steps a minute before its timeout; what is left continues from the saved cursor next time.
import type { Context } from 'aws-lambda';
import { createLogger, withLogScope } from '../core/log';
import { allComplete, runMigrations, type MigrationOutcome } from '../core/data/migrations/runner';

const log = createLogger();
const MARGIN_MS = 60_000;

export interface MigrationsAnswer {
  readonly complete: boolean;
  readonly migrations: readonly MigrationOutcome[];
}

export async function handler(_event?: unknown, context?: Context): Promise<MigrationsAnswer> {
  return withLogScope(context, { job: 'DataMigrations' }, async () => {
    const remaining = context?.getRemainingTimeInMillis() ?? 10 * 60_000;
    const migrations = await runMigrations({ owner: context?.awsRequestId ?? `run-${Date.now()}`, deadline: Date.now() + Math.max(0, remaining - MARGIN_MS) });
    const answer = { complete: allComplete(migrations), migrations };
    if (answer.complete) log.info('data migrations complete', { migrations });
    // Not a failure of the deploy: the next invocation continues where this one stopped.
    else log.warn('data migrations not complete: the next run continues where this one stopped', { migrations });
    return answer;
  });
}
