// The local runtime keeps going when the things around it fail: its output pipe closes
// (`npm start | head -n 1`, a closed terminal).
import { spawn, type ChildProcess } from 'node:child_process';
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../local/ports';
import { ROOT_DIR } from '../support/runtime';

const CLOCK_TICKS_PER_SECOND = Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim());

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function waitForHealth(url: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let status = 0;
  while (Date.now() < deadline) {
    try {
      status = (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).status;
      if (status === 200) return status;
    } catch {
      status = 0;
    }
    await sleep(200);
  }
  return status;
}

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

const javaProcessesFor = (dataDir: string) =>
  execSync('ps -eo args', { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('DynamoDBLocal.jar') && line.includes(dataDir)).length;

describe('when its output goes away', () => {
  let child: ChildProcess | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited(child, 10_000);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['stdout closes (npm start | head -n 1)', ['stdout']],
    ['stdout and stderr close (a closed terminal)', ['stdout', 'stderr']],
  ] as const)('keeps serving without spinning, and stops on SIGTERM, when %s', async (_case, closing) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'provenly-output-'));
    const runtime = spawn(process.execPath, ['--import', 'tsx', 'local/main.ts'], {
      cwd: ROOT_DIR,
      // Info level: every request writes a log line to the closed pipe.
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', LOCAL_DEMO: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = runtime;
    // The reader takes the first line, then goes away, as `head -n 1` does.
    await new Promise<void>((done) => {
      let seen = '';
      runtime.stdout!.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes('\n')) done();
      });
    });
    for (const name of closing) runtime[name]!.destroy();

    expect(await waitForHealth(url, 60_000)).toBe(200);
    // Requests keep writing log lines into the closed pipe while the CPU time is measured.
    const before = cpuSeconds(runtime.pid!);
    const started = performance.now();
    for (let n = 0; n < 10; n += 1) {
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      expect((await fetch(`${url}/api/no-such-endpoint`)).status).toBe(404);
      await sleep(300);
    }
    const wallSeconds = (performance.now() - started) / 1000;
    const used = cpuSeconds(runtime.pid!) - before;
    // A spinning runtime uses a whole core (~1 s per second); a healthy one a small fraction.
    expect(used / wallSeconds).toBeLessThan(0.5);

    runtime.kill('SIGTERM');
    expect(await exited(runtime, 20_000)).toBe(true);
    expect(javaProcessesFor(dataDir)).toBe(0);
  });
});
