// The admin spec's configured admin, and the overview's numbers counted independently of the
// product's counters: a test-only scan of the runtime's table.
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { runtimeTableOf, tableClient } from '../../support/table-snapshot';

export const BROWSER_ADMIN_EMAIL = 'configured.admin@example.com';

export interface TableCounts {
  readonly users: number;
  readonly recognitions: number;
  readonly validations: number;
  readonly verified: number;
}

export async function countTable(baseURL: string): Promise<TableCounts> {
  const runtimeTable = await runtimeTableOf(baseURL);
  const table = tableClient(runtimeTable);
  const counts = { users: 0, recognitions: 0, validations: 0, verified: 0 };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.send(new ScanCommand({ TableName: runtimeTable.tableName, ExclusiveStartKey: startKey, ConsistentRead: true }));
    for (const item of page.Items ?? []) {
      if (item.type === 'Profile') counts.users += 1;
      if (item.type === 'Recognition') {
        counts.recognitions += 1;
        if (item.verified === true) counts.verified += 1;
      }
      if (item.type === 'Validation') counts.validations += 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return counts;
}
