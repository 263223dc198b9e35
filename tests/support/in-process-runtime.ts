// The handler tier's runtime (docs/testing.md): the local runtime's own wiring (gateway, real
// handlers, authorizer, LinkedIn and SES stand-ins, WebSocket API, scheduler, edge cache), started
// inside the test file's process on a table of its own on the integration tests' shared DynamoDB
// Local. Only the process boundary goes: requests still cross loopback HTTP, so framing, headers,
// client addresses and the stand-ins' HTTP APIs are real. Test files share their worker's modules
// one after another; each file's runtime reads its configuration anew and starts on the system's
// time, and tests/support/file-isolation.ts puts the environment back after each file.
//
// What only a whole process shows (start-up, kill -9, output closed, the data directory's lock,
// migrations on restart) stays with startTestRuntime in tests/support/runtime.ts.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteTableCommand, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { sharedDynamoDbEndpoint } from './shared-dynamodb';
import { startRuntime } from '../../local/runtime';
import { freePort } from '../../local/ports';
import { tableClient } from './table-snapshot';

export interface InProcessRuntime {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  readonly tableName: string;
  /** Where DynamoDB Local keeps its file, when the runtime has one of its own (databaseOnDisk). */
  readonly databaseDir?: string;
  /** Every log line the runtime and its handlers wrote so far. */
  output(): string;
  /** Stops the runtime, deletes its table and its data directory. */
  dispose(): Promise<void>;
}

export interface InProcessRuntimeOptions {
  /** Environment for the runtime and its handlers, as a deployment sets it (ADMIN_EMAILS, MAIL_FROM, ...). */
  readonly env?: Record<string, string>;
  // As `npm start` runs unless a test says otherwise (LOCAL_THROTTLE, LOCAL_DEMO, LOCAL_SCHEDULE).
  /** Enforce the route table's throttles. */
  readonly throttle?: boolean;
  /** Load the demo portfolio. */
  readonly seedDemo?: boolean;
  /** Run scheduled jobs on their intervals, besides when the clock moves. */
  readonly schedule?: boolean;
  /** Cache public reads, pages and images like CloudFront. Off unless a test is about caching. */
  readonly edgeCache?: boolean;
  /**
   * A DynamoDB Local of its own, keeping its file in the data directory as `npm start` does, for
   * a test that reads what reached the disk. Costs a Java server's start.
   */
  readonly databaseOnDisk?: boolean;
}

/** One at a time in a process: the configuration and the clock are the process's. */
let running = false;

/**
 * The LinkedIn stand-in's signing key, from the first runtime this worker started. Each later
 * runtime's new data directory starts with it, as a restarted runtime finds its own there:
 * generating an RSA key costs about 240 ms of CPU, and the tier starts a runtime per file.
 */
let standInSigningKey: string | undefined;
const signingKeyFile = (dataDir: string) => join(dataDir, 'linkedin', 'signing-key.json');
const readKeyFile = (dataDir: string): string | undefined => {
  try {
    return readFileSync(signingKeyFile(dataDir), 'utf8');
  } catch {
    return undefined;
  }
};

export async function startInProcessRuntime(options: InProcessRuntimeOptions = {}): Promise<InProcessRuntime> {
  if (running) throw new Error('One in-process runtime at a time: the configuration and the clock are the process\'s.');
  running = true;
  const endpoint = sharedDynamoDbEndpoint();
  const tableName = `runtime-${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'provenly-handler-'));
  /** Leaves nothing behind: the table (if it was made), the data directory, the one-per-file mark. */
  const cleanUp = async () => {
    try {
      await dropTable(endpoint, tableName);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      running = false;
    }
  };
  Object.assign(process.env, options.env, options.databaseOnDisk ? { TABLE_NAME: tableName } : {});
  let output = '';
  let runtime: Awaited<ReturnType<typeof startRuntime>> | undefined;
  try {
    if (standInSigningKey) {
      mkdirSync(join(dataDir, 'linkedin'));
      writeFileSync(signingKeyFile(dataDir), standInSigningKey);
    }
    const port = await freePort();
    runtime = await startRuntime({
      port,
      dataDir,
      ...(options.databaseOnDisk ? {} : { database: { endpoint, tableName } }),
      logSink: (line) => (output += `${line}\n`),
      throttle: options.throttle ?? true,
      seedDemo: options.seedDemo ?? true,
      schedule: options.schedule ?? true,
      edgeCache: options.edgeCache ?? false,
    });
  } catch (error) {
    await runtime?.stop();
    await cleanUp();
    throw error;
  }
  const started = runtime;
  // A runtime whose stand-in key cannot be read still runs; the next one makes a key of its own.
  standInSigningKey ??= readKeyFile(dataDir);
  return {
    url: started.url,
    port: Number(new URL(started.url).port),
    dataDir,
    tableName,
    ...(options.databaseOnDisk ? { databaseDir: join(dataDir, 'dynamodb') } : {}),
    output: () => output,
    async dispose() {
      try {
        await started.stop();
      } finally {
        await cleanUp();
      }
    },
  };
}

async function dropTable(endpoint: string, tableName: string): Promise<void> {
  const client = tableClient({ endpoint, tableName });
  try {
    await client.send(new DeleteTableCommand({ TableName: tableName }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error; // never made: a start that failed early
  } finally {
    client.destroy();
  }
}
