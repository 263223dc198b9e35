// The data migrations on a table created just now (the local runtime's first start, each test
// runtime's own table): the backfills, which bring older data up to date, have nothing to do and
// are marked done without a step; what a new table needs (the organisation registry's seeds) runs.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../core/data/migrations/all';
import { runMigrations } from '../../../core/data/migrations/runner';
import { listOrganisations } from '../../../core/data/organisations/organisations';
import { SEEDED_ORGANISATIONS } from '../../../domain/rules/domain-registry';
import { startTestTable, type TestTable } from '../../support/dynamodb';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable('migrations-new-table');
});
afterAll(async () => {
  await table?.stop();
});

it('marks the backfills done without a step, runs the rest, and leaves nothing to do after', async () => {
  const first = await runMigrations({ owner: 'test', newTable: true });
  const expected = Object.fromEntries(MIGRATIONS.map((migration) => [migration.id, migration.backfill ? 'already-done' : 'completed']));
  expect(Object.fromEntries(first.map((outcome) => [outcome.id, outcome.outcome]))).toEqual(expected);
  expect(expected['organisation-registry']).toBe('completed');
  expect(MIGRATIONS.filter((migration) => migration.backfill).map((migration) => migration.id).sort()).toEqual(
    ['admin-feed-by-proof', 'deleted-proofs-by-owner', 'private-mail-content', 'profile-name-words', 'proof-title-words', 'public-read-model', 'sealed-cosigner-data', 'sealed-logs'],
  );
  expect((await listOrganisations({ limit: 100 })).items.length).toBe(SEEDED_ORGANISATIONS.length);
  const second = await runMigrations({ owner: 'test' });
  expect(second.map((outcome) => outcome.outcome)).toEqual(MIGRATIONS.map(() => 'already-done'));
});
