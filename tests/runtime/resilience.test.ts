// The local runtime keeps going when the things around it fail: DynamoDB Local dies, its output
// pipe closes (`npm start | head -n 1`, a closed terminal).
import { spawn, type ChildProcess } from 'node:child_process';
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../local/ports';
import { signedInClient } from '../support/api-client';
import { proofContent } from '../support/proof-flow';
import { ROOT_DIR, startTestRuntime } from '../support/runtime';

const CLOCK_TICKS_PER_SECOND = Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim());

/** CPU seconds (user + system) the process has used so far. */
/** Resolves once the stream has given its first line. */
function firstLineOf(stream: NodeJS.ReadableStream): Promise<void> {
  return new Promise((done) => {
    let seen = '';
    stream.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('\n')) done();
    });
  });
}

/**
 * Cores used (CPU seconds per second, read by `cpu`) while requests, each writing a log line into
 * whatever output is left, reach the runtime for about 3 s; every answer must be the right one.
 */
async function coresWhileServing(url: string, cpu: () => number): Promise<number> {
  const before = cpu();
  const started = performance.now();
  for (let n = 0; n < 10; n += 1) {
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect((await fetch(`${url}/api/no-such-endpoint`)).status).toBe(404);
    await sleep(300);
  }
  return (cpu() - before) / ((performance.now() - started) / 1000);
}

/** The CPU seconds of every process in the process group (one that ends meanwhile counts nothing). */
function groupCpuSeconds(pgid: number): number {
  const pids = execSync(`pgrep -g ${pgid} || true`).toString().trim().split('\n').filter(Boolean).map(Number);
  return pids.reduce((sum, pid) => {
    try {
      return sum + cpuSeconds(pid);
    } catch {
      return sum;
    }
  }, 0);
}

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls /api/health until it answers 200, the time is up or `gaveUp` says there is no point. */
async function waitForHealth(url: string, timeoutMs: number, gaveUp: () => boolean = () => false): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let status = 0;
  while (Date.now() < deadline && !gaveUp()) {
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

/** The Java processes serving DynamoDB Local on this data directory (not their watchdog shells). */
const javaProcesses = (dataDir: string) =>
  execSync('ps -eo pid=,comm=,args=', { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command, ...args]) => command === 'java' && args.join(' ').includes('DynamoDBLocal.jar') && args.join(' ').includes(dataDir))
    .map(([pid]) => Number.parseInt(pid!, 10));
const javaProcessesFor = (dataDir: string) => javaProcesses(dataDir).length;

/** Polls until `done` holds for an answer; returns what was seen on the way. */
async function pollHealth(url: string, done: (status: number) => boolean, timeoutMs: number): Promise<number[]> {
  const seen: number[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then((response) => response.status, () => 0);
    if (seen.at(-1) !== status) seen.push(status);
    if (done(status)) return seen;
    await sleep(100);
  }
  throw new Error(`/api/health never reached the expected answer within ${timeoutMs} ms; saw ${seen.join(' -> ')}`);
}

describe('when DynamoDB Local dies', () => {
  it('restarts it on the same data, reports the outage on /api/health meanwhile, and takes writes again', async () => {
    const runtime = await startTestRuntime({ env: { LOCAL_DEMO: 'off' } });
    try {
      const owner = await signedInClient(runtime.url, { name: 'Hana Healing', email: 'hana@example.com' });
      const before = await owner.request<{ id: string }>('POST', '/proofs', proofContent({ title: 'Written before the crash' }));
      expect(before.status).toBe(201);
      // DynamoDB Local has been seen to acknowledge a write a few milliseconds before it commits
      // it (README): give the write time to reach the disk before the hard kill.
      await sleep(1_000);
      expect((await fetch(`${runtime.url}/api/health`)).status).toBe(200); // a fresh success is trusted for 5 s

      const [java] = javaProcesses(runtime.dataDir);
      expect(java).toBeGreaterThan(0);
      process.kill(java!, 'SIGKILL');

      const outage = await pollHealth(runtime.url, (status) => status === 503, 10_000);
      expect(outage.at(-1)).toBe(503);
      const status = (await (await fetch(`${runtime.url}/__local/status`)).json()) as { dynamoDbState: string };
      expect(status.dynamoDbState).toBe('restarting');

      const recovery = await pollHealth(runtime.url, (code) => code === 200, 60_000);
      expect(recovery.at(-1)).toBe(200);
      const restarted = javaProcesses(runtime.dataDir);
      expect(restarted).toHaveLength(1);
      expect(restarted[0]).not.toBe(java);

      const after = await owner.request<{ id: string }>('POST', '/proofs', proofContent({ title: 'Written after the restart' }));
      expect(after.status).toBe(201);
      const mine = await owner.request<{ items: { title: string }[] }>('GET', '/proofs');
      expect(mine.body.items.map((proof) => proof.title).sort()).toEqual(['Written after the restart', 'Written before the crash']);
      const up = (await (await fetch(`${runtime.url}/__local/status`)).json()) as { dynamoDbState: string };
      expect(up.dynamoDbState).toBe('up');
    } finally {
      await runtime.dispose();
    }
    expect(javaProcessesFor(runtime.dataDir)).toBe(0);
  });
});

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

  // Only stdout closing (npm start | head -n 1) is the npm start test below, through npm itself.
  it.each([['stdout and stderr close (a closed terminal)', ['stdout', 'stderr']]] as const)('keeps serving without spinning, and stops on SIGTERM, when %s', async (_case, closing) => {
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
    await firstLineOf(runtime.stdout!);
    for (const name of closing) runtime[name]!.destroy();

    expect(await waitForHealth(url, 60_000)).toBe(200);
    // A spinning runtime uses a whole core (~1 s per second); a healthy one a small fraction.
    expect(await coresWhileServing(url, () => cpuSeconds(runtime.pid!))).toBeLessThan(0.5);

    runtime.kill('SIGTERM');
    expect(await exited(runtime, 20_000)).toBe(true);
    expect(javaProcessesFor(dataDir)).toBe(0);
  });
});

describe('npm start, its output read by something that stops early (npm start | head -n 1)', () => {
  it('builds the web app and starts the runtime, which serves without spinning, and stops on SIGTERM', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const scratch = mkdtempSync(join(tmpdir(), 'provenly-npm-start-'));
    // The build goes to a folder of its own: other tests and a browser run serve dist/web meanwhile.
    // Info level: every request writes a log line into the closed pipe.
    const env = { ...process.env, PORT: String(port), DATA_DIR: join(scratch, 'data'), WEB_DIST_DIR: join(scratch, 'web'), LOCAL_DEMO: 'off', LOG_LEVEL: 'info' };
    // Its own process group: npm, the build and the runtime under it are stopped together.
    const npm = spawn('npm', ['start'], { cwd: ROOT_DIR, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const group = -npm.pid!;
    let stderr = '';
    npm.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      // The reader takes npm's first line, then goes away.
      await firstLineOf(npm.stdout!);
      npm.stdout!.destroy();

      const status = await waitForHealth(url, 90_000, () => npm.exitCode !== null || npm.signalCode !== null);
      expect(status, `npm start ended (code ${npm.exitCode}) without serving:\n${stderr}`).toBe(200);
      expect(npm.exitCode).toBeNull();

      // A spinning process uses a whole core (~1 s per second); npm, the runtime and DynamoDB Local idle far below.
      expect(await coresWhileServing(url, () => groupCpuSeconds(npm.pid!))).toBeLessThan(0.5);

      process.kill(group, 'SIGTERM');
      expect(await exited(npm, 20_000)).toBe(true);
      const deadline = Date.now() + 10_000;
      while (javaProcessesFor(env.DATA_DIR) > 0 && Date.now() < deadline) await sleep(200);
      expect(javaProcessesFor(env.DATA_DIR)).toBe(0);
    } finally {
      try {
        process.kill(group, 'SIGKILL');
      } catch {
        // already gone
      }
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a test runtime whose port is taken between choosing and binding it', () => {
  it('starts again on another port, with the same data directory', async () => {
    const squatter = createServer();
    await new Promise<void>((done) => squatter.listen(0, '127.0.0.1', done));
    const taken = (squatter.address() as AddressInfo).port;
    const offered: number[] = [];
    const pickPort = async () => {
      const port = offered.length === 0 ? taken : await freePort();
      offered.push(port);
      return port;
    };
    try {
      const runtime = await startTestRuntime({ pickPort, env: { LOCAL_DEMO: 'off' } });
      try {
        expect(offered).toHaveLength(2);
        expect(runtime.port).toBe(offered[1]);
        expect((await fetch(`${runtime.url}/api/health`)).status).toBe(200);
      } finally {
        await runtime.dispose();
      }
    } finally {
      squatter.close();
    }
  });
});
