// The keys of data migrations (core/data/migrations/): one marker per migration, all in one partition.
// docs/data-model.md lists the layout and the access pattern each key serves.
import { type Key } from '../plumbing/key-parts';

/** The item kinds of migrations (the `type` attribute). */
export const migrationItemTypes = {
  migration: 'Migration',
} as const;

export const migrationKeys = {
  migration: (migrationId: string): Key => ({ pk: 'MIGRATIONS', sk: `MIGRATION#${migrationId}` }),
  migrationsPartition: 'MIGRATIONS',
} as const;
