// Watching a runtime's processes from outside: its health over HTTP, its CPU, its DynamoDB Local.
import { execSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

const CLOCK_TICKS_PER_SECOND = Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim());

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Resolves once the stream has given its first line. */
export function firstLineOf(stream: NodeJS.ReadableStream): Promise<void> {
  return new Promise((done) => {
    let seen = '';
    stream.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('\n')) done();
    });
  });
}

/** CPU seconds (user + system) the process has used so far. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** The CPU seconds of every process in the process group (one that ends meanwhile counts nothing). */
export function groupCpuSeconds(pgid: number): number {
  const pids = execSync(`pgrep -g ${pgid} || true`).toString().trim().split('\n').filter(Boolean).map(Number);
  return pids.reduce((sum, pid) => {
    try {
      return sum + cpuSeconds(pid);
    } catch {
      return sum;
    }
  }, 0);
}

/**
 * Cores used (CPU seconds per second, read by `cpu`) while requests, each writing a log line into
 * whatever output is left, reach the runtime for about 3 s; every answer must be the right one.
 */
export async function coresWhileServing(url: string, cpu: () => number): Promise<number> {
  const before = cpu();
  const started = performance.now();
  for (let n = 0; n < 10; n += 1) {
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect((await fetch(`${url}/api/no-such-endpoint`)).status).toBe(404);
    await sleep(300);
  }
  return (cpu() - before) / ((performance.now() - started) / 1000);
}

/** Polls /api/health until it answers 200, the time is up or `gaveUp` says there is no point. */
export async function waitForHealth(url: string, timeoutMs: number, gaveUp: () => boolean = () => false): Promise<number> {
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

/** Polls until `done` holds for an answer; returns what was seen on the way. */
export async function pollHealth(url: string, done: (status: number) => boolean, timeoutMs: number): Promise<number[]> {
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

export function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
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
export const javaProcesses = (dataDir: string) =>
  execSync('ps -eo pid=,comm=,args=', { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command, ...args]) => command === 'java' && args.join(' ').includes('DynamoDBLocal.jar') && args.join(' ').includes(dataDir))
    .map(([pid]) => Number.parseInt(pid!, 10));

export const javaProcessesFor = (dataDir: string) => javaProcesses(dataDir).length;
