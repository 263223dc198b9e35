// What a data migration is: a named, versioned job over the table that runs in bounded steps from
// a saved cursor (core/data/migrations/runner.ts keeps the cursor in the migration's marker).
// Each step must be safe to run again, so a step that ran before a crash can simply run twice.

export interface MigrationStep {
  /** Where the next step starts; null when the migration is complete. */
  readonly cursor: string | null;
  /** Items this step went through. */
  readonly processed: number;
}

export interface Migration {
  /** Stable, kebab-case: names the marker item. */
  readonly id: string;
  /** Raise it to run the migration again over the whole table (its cursor starts over). */
  readonly version: number;
  readonly description: string;
  /** Whether the table was already brought up to date before this migration existed (an older marker). */
  readonly doneBefore?: () => Promise<boolean>;
  /**
   * It only brings data an older version wrote up to date (an index, a read model, a clean-up): a
   * table this version just created holds none, so there it is done from the start.
   */
  readonly backfill?: true;
  /** One bounded step from `cursor` (null: the beginning). */
  step(cursor: string | null): Promise<MigrationStep>;
}
