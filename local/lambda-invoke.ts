// Calling a Lambda handler in-process, as the local stand-ins for API Gateway's WebSocket API and
// the stream's event source mapping do: the entry's exported `handler`, imported once, called
// with the event and a Lambda context.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

export type LambdaHandler<Event, Result> = (event: Event, context: Context) => Promise<Result>;

export interface LambdaFunction {
  readonly name: string;
  /** Entry file relative to the repository root, exporting `handler`. */
  readonly entry: string;
}

/** Returns `invoke(fn, event)`: the function's handler, loaded on first use, called with a fresh context. */
export function createInvoker(rootDir: string, timeoutMs = 10_000) {
  const handlers = new Map<string, Promise<LambdaHandler<unknown, unknown>>>();
  const load = (entry: string) => {
    let handler = handlers.get(entry);
    if (!handler) {
      handler = import(pathToFileURL(resolve(rootDir, entry)).href).then((module: { handler?: LambdaHandler<unknown, unknown> }) => {
        if (typeof module.handler !== 'function') throw new Error(`${entry} does not export a handler`);
        return module.handler;
      });
      handlers.set(entry, handler);
    }
    return handler;
  };
  return async <Result>(fn: LambdaFunction, event: unknown): Promise<Result> => {
    const handler = await load(fn.entry);
    return (await handler(event, lambdaContext(fn.name, timeoutMs))) as Result;
  };
}

export type Invoke = ReturnType<typeof createInvoker>;

function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
