// Creates the single table from `tableDefinition` when it is missing (the local runtime at every
// start, tests). Idempotent: an existing table and its data are left alone; only a missing TTL
// setting is switched on. The cloud table is created by the CDK stack from the same definition.
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
  type DynamoDBClient,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { sleep } from './transact';
import { personKeyTableDefinition, tableDefinition, type TableDefinition } from '../table-definition';

type Client = Pick<DynamoDBClient, 'send'> | DynamoDBDocumentClient;

async function describe(client: DynamoDBClient, tableName: string): Promise<TableDescription | null> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table ?? null;
  } catch (error) {
    if ((error as { name?: string }).name === 'ResourceNotFoundException') return null;
    throw error;
  }
}

function createInput(tableName: string, definition: TableDefinition) {
  const attributes = new Map<string, AttributeDefinition>();
  for (const key of [definition.partitionKey, definition.sortKey, ...definition.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey])]) {
    attributes.set(key.name, { AttributeName: key.name, AttributeType: key.type });
  }
  return new CreateTableCommand({
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes.values()],
    KeySchema: [
      { AttributeName: definition.partitionKey.name, KeyType: 'HASH' },
      { AttributeName: definition.sortKey.name, KeyType: 'RANGE' },
    ],
    ...(definition.globalSecondaryIndexes.length === 0 ? {} : { GlobalSecondaryIndexes: definition.globalSecondaryIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
        { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })) }),
    ...(definition.stream ? { StreamSpecification: { StreamEnabled: true, StreamViewType: definition.stream } } : {}),
  });
}

function isActive(table: TableDescription | null): boolean {
  return table?.TableStatus === 'ACTIVE' && (table.GlobalSecondaryIndexes ?? []).every((index) => index.IndexStatus === 'ACTIVE');
}

/**
 * Makes sure the table exists, is ACTIVE with its indexes, and has TTL on; waits up to `timeoutMs`.
 * Answers whether this call created it (a table another process created first is not).
 */
export async function ensureTable(client: Client, tableName: string, options: { timeoutMs?: number; definition?: TableDefinition } = {}): Promise<boolean> {
  const raw = client as DynamoDBClient;
  const definition = options.definition ?? tableDefinition;
  let created = false;
  if (!(await describe(raw, tableName))) {
    try {
      await raw.send(createInput(tableName, definition));
      created = true;
    } catch (error) {
      // Another process created it between our describe and create: fine, wait for it below.
      if ((error as { name?: string }).name !== 'ResourceInUseException') throw error;
    }
  }
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (!isActive(await describe(raw, tableName))) {
    if (Date.now() > deadline) throw new Error(`Table ${tableName} did not become ACTIVE in time`);
    await sleep(200);
  }
  if (!definition.timeToLiveAttribute) return created;
  const ttl = await raw.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const status = ttl.TimeToLiveDescription?.TimeToLiveStatus;
  if (status !== 'ENABLED' && status !== 'ENABLING') {
    await raw.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: definition.timeToLiveAttribute, Enabled: true },
      }),
    );
  }
  return created;
}

/** The main table and the persons' key table (config), as ensureTable makes each; answers whether the main one is new. */
export async function ensureTables(client: Client, tableName: string, keyTableName: string): Promise<boolean> {
  const [created] = await Promise.all([ensureTable(client, tableName), ensureTable(client, keyTableName, { definition: personKeyTableDefinition })]);
  return created;
}
