// Start-up time of the local runtime, from process start to a healthy /api/health:
// cold (empty data directory: table, keys and accounts created) and warm (the same data again).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestRuntime } from '../tests/support/runtime';

export const STARTUP_BUDGET_MS = 15_000;

async function timeToHealthy(dataDir: string): Promise<number> {
  const started = performance.now();
  const runtime = await startTestRuntime({ dataDir });
  try {
    for (;;) {
      const response = await fetch(`${runtime.url}/api/health`).catch(() => null);
      if (response?.status === 200) return performance.now() - started;
      await new Promise((done) => setTimeout(done, 25));
    }
  } finally {
    await runtime.stop();
  }
}

export async function main(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'provenly-bench-'));
  try {
    const cold = await timeToHealthy(dataDir);
    const warm = [await timeToHealthy(dataDir), await timeToHealthy(dataDir)];
    const warmBest = Math.min(...warm);
    console.log('Local runtime start-up, process start to healthy /api/health');
    console.table([
      { run: 'cold (empty data dir)', ms: Math.round(cold) },
      ...warm.map((ms, index) => ({ run: `warm #${index + 1}`, ms: Math.round(ms) })),
    ]);
    const ok = cold <= STARTUP_BUDGET_MS && warmBest <= STARTUP_BUDGET_MS;
    console.log(`Budget: healthy within ${STARTUP_BUDGET_MS} ms: ${ok ? 'met' : 'EXCEEDED'}`);
    return ok;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await main()) ? 0 : 1);
