// The npm scripts a developer runs, each in a process of its own: `npm start` with its output read
// by something that stops early (`npm start | head -n 1`), and `npm run dev`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../local/ports';
import { ROOT_DIR, startTestRuntime } from '../support/runtime';
import { coresWhileServing, exited, firstLineOf, groupCpuSeconds, javaProcessesFor, sleep, waitForHealth } from './support/processes';

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

describe('npm run dev', () => {
  it('serves the web app through Vite with hot reload, and the same API', async () => {
    const dev = await startTestRuntime({ dev: true, env: { LOCAL_DEMO: 'off' } });
    try {
      const page = await (await fetch(`${dev.url}/dashboard`)).text();
      expect(page).toContain('/@vite/client');
      expect(page).toContain('/@react-refresh');
      expect((await fetch(`${dev.url}/api/health`)).status).toBe(200);
    } finally {
      await dev.dispose();
    }
  });
});
