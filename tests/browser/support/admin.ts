// The admin spec's configured admin, and the overview's numbers counted independently of the
// product's counters: a test-only scan of the runtime's table.
import { runtimeTableOf, scanTable } from '../../support/table-snapshot';

export const BROWSER_ADMIN_EMAIL = 'configured.admin@example.com';

export interface TableCounts {
  readonly users: number;
  readonly recognitions: number;
  readonly validations: number;
  readonly verified: number;
}

export async function countTable(baseURL: string): Promise<TableCounts> {
  const counts = { users: 0, recognitions: 0, validations: 0, verified: 0 };
  for (const item of await scanTable(await runtimeTableOf(baseURL))) {
    if (item.type === 'Profile') counts.users += 1;
    if (item.type === 'Recognition') {
      counts.recognitions += 1;
      if (item.verified === true) counts.verified += 1;
    }
    if (item.type === 'Validation') counts.validations += 1;
  }
  return counts;
}
