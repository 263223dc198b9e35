import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

let documentClient: DynamoDBDocumentClient | undefined;

/** The shared document client, pointed at DynamoDB Local when an endpoint is configured. */
export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { region, dynamoDbEndpoint } = config();
    const client = new DynamoDBClient({
      region,
      ...(dynamoDbEndpoint ? { endpoint: dynamoDbEndpoint } : {}),
    });
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
}

export function tableName(): string {
  return config().tableName;
}

/**
 * Closes the shared client's sockets and forgets it, so the next db() builds a new one.
 * For tests and for a clean shutdown of the local runtime; business code never calls it.
 */
export function resetDbClientForTests(): void {
  documentClient?.destroy();
  documentClient = undefined;
}
