// The DynamoDB Local a test file's table goes on: one of the handler tier's few (its global
// setup), always the same one for the same file.
import { createHash } from 'node:crypto';
import { expect, inject } from 'vitest';

export function sharedDynamoDbEndpoint(): string {
  const endpoints = inject('sharedDynamoDbEndpoints');
  const file = expect.getState().testPath ?? '';
  return endpoints[createHash('sha256').update(file).digest().readUInt32BE(0) % endpoints.length]!;
}
