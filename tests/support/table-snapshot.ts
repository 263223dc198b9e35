// Every item of a runtime's table, in a stable order: tests compare it before and after a request
// to show that a refused request wrote nothing (no item, no event, no binding).
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_TABLE_NAME } from '../../core/data/table-definition';

/** The runtime's DynamoDB Local endpoint, as its status page reports it. */
export async function dynamoDbEndpointOf(runtimeUrl: string): Promise<string> {
  return ((await (await fetch(`${runtimeUrl}/__local/status`)).json()) as { dynamoDbEndpoint: string }).dynamoDbEndpoint;
}

/**
 * A function that reads the whole table (consistent scan) as one comparable string; items that
 * `except` accepts are left out (a record a refusal is meant to leave, such as an integrity signal).
 */
export function tableSnapshot(dynamoDbEndpoint: string, except: (item: Record<string, unknown>) => boolean = () => false): () => Promise<string> {
  const table = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: 'us-east-1', endpoint: dynamoDbEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  return async () => {
    const items: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await table.send(new ScanCommand({ TableName: DEFAULT_TABLE_NAME, ExclusiveStartKey: startKey, ConsistentRead: true }));
      items.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    const key = (item: Record<string, unknown>) => `${String(item.pk)}\u0000${String(item.sk)}`;
    return JSON.stringify(items.filter((item) => !except(item)).sort((a, b) => key(a).localeCompare(key(b))));
  };
}
