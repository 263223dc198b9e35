// Starts a private local runtime as its own process, exactly as `npm start` would, on a free port
// with its own temporary data directory. Integration and browser tests talk to it over HTTP.
//
// A port the OS called free can be taken before the runtime binds it, seconds later (it binds once
// DynamoDB Local and the demo are ready): by another test's runtime, or as the local end of any
// outgoing connection. Without a port of its own choosing, the runtime is started again on another.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../local/ports';

export const ROOT_DIR = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface TestRuntime {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  readonly process: ChildProcess;
  /** Everything the runtime printed so far. */
  output(): string;
  /** SIGTERM and wait for the process to exit; returns its exit code. */
  stop(): Promise<number | null>;
  /** Stops the runtime and deletes its data directory. */
  dispose(): Promise<void>;
}

export interface TestRuntimeOptions {
  readonly dataDir?: string;
  readonly port?: number;
  readonly env?: Record<string, string>;
  readonly startTimeoutMs?: number;
  /** Serve the web app through Vite with hot reload (`npm run dev`). */
  readonly dev?: boolean;
  /** Where a port is found when none is given; the OS's choice unless a test needs otherwise. */
  readonly pickPort?: () => Promise<number>;
  /**
   * Cache public reads, pages and images like CloudFront (LOCAL_EDGE_CACHE). Off unless a test is
   * about caching, so that every other test sees each change at once.
   */
  readonly edgeCache?: boolean;
}

const PORT_TAKEN = /Port \d+ is already in use/;
const START_ATTEMPTS = 3;

export async function startTestRuntime(options: TestRuntimeOptions = {}): Promise<TestRuntime> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'provenly-test-'));
  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await (options.pickPort ?? freePort)());
    try {
      return await startOn(port, dataDir, options);
    } catch (error) {
      const retry = options.port === undefined && attempt < START_ATTEMPTS && error instanceof PortTakenError;
      if (!retry) {
        if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
        throw error;
      }
    }
  }
}

class PortTakenError extends Error {}

async function startOn(port: number, dataDir: string, options: TestRuntimeOptions): Promise<TestRuntime> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/main.ts', ...(options.dev ? ['--dev'] : [])], {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOCAL_EDGE_CACHE: options.edgeCache ? 'on' : 'off', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const url = `http://localhost:${port}`;
  const runtime: TestRuntime = {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    dispose: async () => {
      await runtime.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const message = `The runtime exited with code ${child.exitCode}:\n${output}`;
      throw PORT_TAKEN.test(output) ? new PortTakenError(message) : new Error(message);
    }
    if (output.includes(`is running at ${url}`)) return runtime;
    await new Promise((done) => setTimeout(done, 100));
  }
  await runtime.dispose();
  throw new Error(`The runtime did not start within the time limit:\n${output}`);
}
