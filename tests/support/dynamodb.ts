// A table of its own for a test file, created from the table definition on the integration
// tests' shared in-memory DynamoDB Local (tests/support/dynamodb-global-setup.ts). It points the
// data layer at it through the same environment variables the runtime uses, and reads the
// configuration again (tests/support/file-isolation.ts puts the environment back after the file).
import { randomBytes } from 'node:crypto';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { sharedDynamoDbEndpoint } from './shared-dynamodb';
import { pointDataLayerAt } from './table-snapshot';
import { config, reloadConfig } from '../../core/config';
import { db } from '../../core/data/plumbing/client';
import { ensureTables } from '../../core/data/plumbing/create-table';

export interface TestTable {
  readonly endpoint: string;
  readonly tableName: string;
  stop(): Promise<void>;
}

export async function startTestTable(label: string): Promise<TestTable> {
  const endpoint = sharedDynamoDbEndpoint();
  const tableName = `test-${label}-${randomBytes(4).toString('hex')}`;
  pointDataLayerAt({ endpoint, tableName });
  const keyTable = config().personalData.keyTable;
  await ensureTables(db(), tableName, keyTable);
  return {
    endpoint,
    tableName,
    async stop() {
      await db().send(new DeleteTableCommand({ TableName: tableName }));
      await db().send(new DeleteTableCommand({ TableName: keyTable }));
      reloadConfig();
    },
  };
}
