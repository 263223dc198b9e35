import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * A document client as the product uses it. The SDK's logger middleware is taken out: with no
 * logger configured it still walks every request and answer to mask sensitive fields for a log
 * line nobody writes (a cost per call that grows with the answer; the product logs its own lines).
 */
export function documentClientFor(settings: ConstructorParameters<typeof DynamoDBClient>[0]): DynamoDBDocumentClient {
  const client = new DynamoDBClient(settings ?? {});
  client.middlewareStack.remove('loggerMiddleware');
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
