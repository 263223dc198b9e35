// moto_server on a free loopback port, started and stopped by its PID.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export const motoInstalled = (): boolean => {
  const probe = spawnSync('moto_server', ['--help'], { encoding: 'utf8' });
  return !probe.error && probe.status === 0;
};

export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Moto { readonly port: number; readonly endpoint: string; readonly pid: number; stop(): void }

export async function startMoto(): Promise<Moto> {
  const port = await freeLoopbackPort();
  const child: ChildProcess = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`${endpoint}/moto-api/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`moto_server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid as number;
  return {
    port,
    endpoint,
    pid,
    stop: () => {
      if (child.exitCode === null) process.kill(pid, 'SIGTERM');
    },
  };
}
