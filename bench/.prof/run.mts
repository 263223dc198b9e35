import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../../local/ports';
import { signedInClient } from '../../tests/support/api-client';

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'prof-'));
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof/out', '--import', 'tsx', 'local/main.ts'], {
  cwd: '/work/wt/public-scale',
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: process.env.PLEVEL ?? 'info', LOCAL_THROTTLE: 'off', LOCAL_DEMO: 'off', LOCAL_EDGE_CACHE: 'off' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const url = `http://localhost:${port}`;
for (let i = 0; i < 600; i++) { try { if ((await fetch(`${url}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 100)); }
const owner = await signedInClient(url, { name: 'Bench Owner', email: 'bench@acme.com' });
for (let n = 0; n < 25; n++) await owner.request('POST', '/proofs', { title: `Proof ${n}`, role: 'Engineer', orgName: 'Acme', description: 'A project worth proving, described properly.', startDate: '2025-01-10', skills: ['TypeScript'], outcomes: [{ description: 'It shipped' }] });
const r = await autocannon({ url: `${url}/api/proofs?limit=20`, connections: 50, duration: 8, headers: { authorization: `Bearer ${owner.token}` } });
console.log('rps', r.requests.average, 'p99', r.latency.p99, 'non2xx', r.non2xx);
child.kill('SIGINT');
await new Promise((r) => child.once('exit', r));
