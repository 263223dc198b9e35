// One in-memory DynamoDB Local per test file, with the table created from the table definition.
// It points the data layer at it through the same environment variables the runtime uses; call
// it in beforeAll before anything reads the configuration.
import { randomBytes } from 'node:crypto';
import { config } from '../../core/config';
import { db, resetDbClientForTests } from '../../core/data/client';
import { ensureTable } from '../../core/data/create-table';
import { startDynamoDbLocal } from '../../local/dynamodb';

export interface TestTable {
  readonly endpoint: string;
  readonly tableName: string;
  stop(): Promise<void>;
}

export async function startTestTable(label: string): Promise<TestTable> {
  const local = await startDynamoDbLocal({});
  const tableName = `test-${label}-${randomBytes(4).toString('hex')}`;
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: local.endpoint,
    TABLE_NAME: tableName,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  resetDbClientForTests();
  if (config().tableName !== tableName || config().dynamoDbEndpoint !== local.endpoint) {
    await local.stop();
    throw new Error('The configuration was read before startTestTable(); call it first in beforeAll.');
  }
  await ensureTable(db(), tableName);
  return {
    endpoint: local.endpoint,
    tableName,
    async stop() {
      resetDbClientForTests();
      await local.stop();
    },
  };
}
