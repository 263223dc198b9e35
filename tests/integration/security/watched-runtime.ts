// The security tests' set-up: a private runtime, the five personas and their data (fixture.ts),
// and a watch on the table that tells whether a refused request wrote anything.
import { afterAll, beforeAll } from 'vitest';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { refusalWatch, type TableChanges } from '../../support/table-changes';
import { buildFixture, type Fixture } from './fixture';

export interface WatchedRuntime {
  readonly runtime: InProcessRuntime;
  readonly fixture: Fixture;
  readonly table: TableChanges;
  readonly refusals: ReturnType<typeof refusalWatch>;
}

/** Starts before the file's tests and stops after them; read its fields inside tests and hooks only. */
export function watchedRuntime(): WatchedRuntime {
  let runtime: InProcessRuntime | undefined;
  let fixture: Fixture | undefined;
  let table: TableChanges | undefined;
  let refusals: ReturnType<typeof refusalWatch> | undefined;
  beforeAll(async () => {
    // Throttling is left to its own tests: these send many requests from one address.
    runtime = await startInProcessRuntime({ throttle: false, seedDemo: false, schedule: false });
    fixture = await buildFixture(runtime);
    table = await fixture.watchTable();
    refusals = refusalWatch(table);
  }, 180_000);
  afterAll(async () => {
    table?.close();
    await runtime?.dispose();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The security runtime is read before it started');
    return value;
  };
  return {
    get runtime() {
      return started(runtime);
    },
    get fixture() {
      return started(fixture);
    },
    get table() {
      return started(table);
    },
    get refusals() {
      return started(refusals);
    },
  };
}
