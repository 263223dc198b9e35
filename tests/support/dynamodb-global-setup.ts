// A few in-memory DynamoDB Locals for the handler tier: each test file gets a table of its own on
// one of them (tests/support/shared-dynamodb.ts), picked by the file's path. Not one per file: a
// JVM costs about 3 s to start. Not one for all: DynamoDB Local keeps every stream record (24 h)
// in one table without an index on its shard, so each write costs it more the more records it
// holds, whichever table they came from; spread over a few JVMs, each holds a share of them.
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../local/stand-ins/dynamodb/dynamodb-local';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedDynamoDbEndpoints: string[];
  }
}

const JVMS = 4;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const starts = await Promise.allSettled(Array.from({ length: JVMS }, () => startDynamoDbLocal({})));
  const locals = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const stopAll = async () => {
    await Promise.all(locals.map((local) => local.stop()));
  };
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide('sharedDynamoDbEndpoints', locals.map((local) => local.endpoint));
  return stopAll;
}
