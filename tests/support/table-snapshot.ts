// A runtime's table, as its status page reports it, for tests that read it, tamper with it, or
// compare it before and after a request to show that a refused request wrote nothing (the
// security matrix and fuzzing watch its stream instead: tests/support/table-changes.ts).
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reloadConfig } from '../../core/config';

export interface RuntimeTable {
  readonly endpoint: string;
  readonly tableName: string;
  /** The persons' key table and the file of the key that wraps theirs (to open sealed personal data). */
  readonly personKeys?: { readonly tableName: string; readonly keyFile: string };
}

/** Where a runtime keeps its data: its DynamoDB endpoint and table (GET /__local/status). */
export async function runtimeTableOf(runtimeUrl: string): Promise<RuntimeTable> {
  const status = (await (await fetch(`${runtimeUrl}/__local/status`)).json()) as { dynamoDbEndpoint: string; tableName: string; personKeys: { tableName: string; keyFile: string } };
  return { endpoint: status.dynamoDbEndpoint, tableName: status.tableName, personKeys: status.personKeys };
}

/** The key file tests' own tables seal personal data with (one per test process). */
export const TEST_PERSONAL_DATA_KEY_FILE = join(tmpdir(), `provenly-test-keys-${process.pid}`, 'personal-data-key.bin');

/** A document client on the runtime's DynamoDB (send commands with `TableName: table.tableName`). */
export function tableClient(table: RuntimeTable): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(new DynamoDBClient(localClientSettings(table.endpoint)));
}

/** An SDK client's settings for a local DynamoDB (or its streams): the endpoint, region and local credentials. */
export const localClientSettings = (endpoint: string) => ({ region: 'us-east-1', endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

/**
 * Points this process's data layer (core/data) at `table` through the environment the runtime
 * sets, and reads the configuration again (tests/support/file-isolation.ts puts it back).
 */
export function pointDataLayerAt(table: RuntimeTable): void {
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: table.endpoint,
    TABLE_NAME: table.tableName,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    PERSONAL_DATA_KEYS: 'local',
    PERSONAL_DATA_KEY_FILE: table.personKeys?.keyFile ?? TEST_PERSONAL_DATA_KEY_FILE,
    PERSON_KEYS_TABLE: table.personKeys?.tableName ?? `${table.tableName}-person-keys`,
  });
  reloadConfig();
}

/** Points this process's data layer (core/data) at a runtime's table, to read or write it as the product does. */
export async function useRuntimeTable(runtimeUrl: string): Promise<RuntimeTable> {
  const table = await runtimeTableOf(runtimeUrl);
  pointDataLayerAt(table);
  return table;
}

/**
 * A function that reads the whole table (consistent scan) as one comparable string; items that
 * `except` accepts are left out (a record a refusal is meant to leave, such as an integrity signal).
 */
export function tableSnapshot(table: RuntimeTable, except: (item: Record<string, unknown>) => boolean = () => false): () => Promise<string> {
  return async () => {
    const items = await scanTable(table);
    const key = (item: Record<string, unknown>) => `${String(item.pk)}\u0000${String(item.sk)}`;
    return JSON.stringify(items.filter((item) => !except(item)).sort((a, b) => key(a).localeCompare(key(b))));
  };
}

/** Every item of the table, read with a consistent scan (the tests' own eyes on the data). */
export async function scanTable(table: RuntimeTable): Promise<Record<string, unknown>[]> {
  const client = tableClient(table);
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: table.tableName, ExclusiveStartKey: startKey, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
