// Runs the data migrations (all.ts) in order, each from where its marker says it stopped, in
// bounded steps, until each is complete or the deadline comes (then the lease is let go and the
// next run continues from the saved cursor). A migration whose marker says it is complete costs
// one read; on a table created just now, a backfill is marked done without a step. Used at local
// start and by the deploy-time function (lambdas/migrations.ts).
import { MIGRATIONS } from './all';
import { claimMarker, isDone, MigrationBusyError, readMarker, releaseMarker, saveMarker, type MigrationMarker } from './marker';
import type { Migration } from './migration';

export type MigrationOutcomeKind =
  /** Completed by this run. */
  | 'completed'
  /** Already complete at this version: nothing done. */
  | 'already-done'
  /** Stopped at the deadline; the next run continues from the saved cursor. */
  | 'incomplete'
  /** Another runner holds it; left alone. */
  | 'busy';

export interface MigrationOutcome {
  readonly id: string;
  readonly version: number;
  readonly outcome: MigrationOutcomeKind;
  /** Items this run went through. */
  readonly processed: number;
}

export interface RunMigrationsOptions {
  /** Who runs (a lease names it): a Lambda request id, or `local` for the single local process. */
  readonly owner: string;
  /** Epoch milliseconds after which no new step starts (default: none, run to the end). */
  readonly deadline?: number;
  /** Default: every migration of all.ts. */
  readonly migrations?: readonly Migration[];
  /** The table was created just now (ensureTable said so): its backfills have nothing to do. */
  readonly newTable?: boolean;
}

export async function runMigrations(options: RunMigrationsOptions): Promise<MigrationOutcome[]> {
  const outcomes: MigrationOutcome[] = [];
  for (const migration of options.migrations ?? MIGRATIONS) outcomes.push(await runOne(migration, options));
  return outcomes;
}

/** Whether every outcome leaves its migration complete. */
export const allComplete = (outcomes: readonly MigrationOutcome[]): boolean => outcomes.every((outcome) => outcome.outcome === 'completed' || outcome.outcome === 'already-done');

async function runOne(migration: Migration, options: RunMigrationsOptions): Promise<MigrationOutcome> {
  const result = (outcome: MigrationOutcomeKind, processed = 0): MigrationOutcome => ({ id: migration.id, version: migration.version, outcome, processed });
  const read = await readMarker(migration.id);
  if (isDone(read, migration.version)) return result('already-done');
  let marker: MigrationMarker;
  try {
    marker = await claimMarker(migration.id, migration.version, options.owner, read);
  } catch (error) {
    if (error instanceof MigrationBusyError) return result('busy');
    throw error;
  }
  let processed = 0;
  try {
    if (read === null && ((options.newTable && migration.backfill) || (await migration.doneBefore?.()))) {
      await saveMarker(marker, { cursor: null, processed: 0, done: true });
      return result('already-done');
    }
    for (;;) {
      if (options.deadline !== undefined && Date.now() >= options.deadline) {
        await releaseMarker(marker);
        return result('incomplete', processed);
      }
      const step = await migration.step(marker.cursor);
      processed += step.processed;
      marker = await saveMarker(marker, { cursor: step.cursor, processed: marker.processed + step.processed, done: step.cursor === null });
      if (step.cursor === null) return result('completed', processed);
    }
  } catch (error) {
    if (error instanceof MigrationBusyError) return result('busy', processed);
    // Let the lease go so the next run can start at once from the last saved cursor.
    await releaseMarker(marker).catch(() => undefined);
    throw error;
  }
}
