// Starts a private local runtime as its own process, exactly as `npm start` would, on a free port
// with its own temporary data directory. Integration and browser tests talk to it over HTTP.
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
  /**
   * Cache public reads, pages and images like CloudFront (LOCAL_EDGE_CACHE). Off unless a test is
   * about caching, so that every other test sees each change at once.
   */
  readonly edgeCache?: boolean;
}

export async function startTestRuntime(options: TestRuntimeOptions = {}): Promise<TestRuntime> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'provenly-test-'));
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
    if (child.exitCode !== null) throw new Error(`The runtime exited with code ${child.exitCode}:\n${output}`);
    if (output.includes(`is running at ${url}`)) return runtime;
    await new Promise((done) => setTimeout(done, 100));
  }
  await runtime.dispose();
  throw new Error(`The runtime did not start within the time limit:\n${output}`);
}
