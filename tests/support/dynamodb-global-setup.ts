// One in-memory DynamoDB Local for every integration file that works on a table directly (the
// runtimes start their own): each file gets a table of its own on it (tests/support/dynamodb.ts).
// A JVM per file cost about 3 s of start-up each, and a cold JIT.
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../local/dynamodb';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedDynamoDbEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const local = await startDynamoDbLocal({});
  project.provide('sharedDynamoDbEndpoint', local.endpoint);
  return () => local.stop();
}
