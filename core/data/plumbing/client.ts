import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config, onConfigReload } from '../../config';
import { addSealing } from '../personal-data/sealing-middleware';
import { documentClientFor } from './document-client';

export { documentClientFor };

let documentClient: DynamoDBDocumentClient | undefined;
let rawClient: DynamoDBDocumentClient | undefined;

function settings() {
  const { region, dynamoDbEndpoint } = config();
  return { region, ...(dynamoDbEndpoint ? { endpoint: dynamoDbEndpoint } : {}) };
}

/**
 * The shared document client, pointed at DynamoDB Local when an endpoint is configured. Personal
 * data is sealed on its way in and opened on its way out (core/data/personal-data): the data
 * layer reads and writes plain values.
 */
export function db(): DynamoDBDocumentClient {
  documentClient ??= addSealing(documentClientFor(settings()));
  return documentClient;
}

/** The table as stored, sealed values left sealed: for what must see the bytes, such as a hash chain's check. */
export function storedDb(): DynamoDBDocumentClient {
  rawClient ??= documentClientFor(settings());
  return rawClient;
}

export function tableName(): string {
  return config().tableName;
}

onConfigReload(() => {
  documentClient?.destroy();
  rawClient?.destroy();
  documentClient = undefined;
  rawClient = undefined;
});
