// The admin spec's configured admin, and the overview's numbers counted independently of the
// product's counters: a test-only scan of the runtime's table.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_TABLE_NAME } from '../../../core/data/table-definition';
import { dynamoDbEndpointOf } from '../../support/table-snapshot';

export const BROWSER_ADMIN_EMAIL = 'configured.admin@example.com';

export interface TableCounts {
  readonly users: number;
  readonly recognitions: number;
  readonly validations: number;
  readonly verified: number;
}

export async function countTable(baseURL: string): Promise<TableCounts> {
  const table = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: 'us-east-1', endpoint: await dynamoDbEndpointOf(baseURL), credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  const counts = { users: 0, recognitions: 0, validations: 0, verified: 0 };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.send(new ScanCommand({ TableName: DEFAULT_TABLE_NAME, ExclusiveStartKey: startKey, ConsistentRead: true }));
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
