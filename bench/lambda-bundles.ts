// Every Lambda bundle, built with esbuild exactly as the CDK stack builds it (lib/bundling.ts):
// size of the bundle and module-initialisation time, i.e. `import()` of the built file in a fresh
// Node process (median of several runs), as deployed by default (NODE_OPTIONS=--enable-source-maps),
// and for information without it (the `nodeSourceMaps` context switch). Also for information: the
// CPU time of the same import (user + system), which the machine's load moves much less than the
// elapsed time the budget is stated in: on a shared machine, compare runs by it.
// Budget: each bundle <= 1 MiB and <= 150 ms to initialise; the image function (Satori + resvg,
// 1 GB) is reported but exempt. Run alone with `npx tsx bench/lambda-bundles.ts`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { esbuildOptions, PROJECT_ROOT } from '../lib/bundling';
import { externalsOf, functionEntries, type FunctionEntry } from '../lib/function-entries';

export const SIZE_BUDGET_BYTES = 1024 * 1024;
export const INIT_BUDGET_MS = 150;
const RUNS = 5;
const EXEMPT = 'exempt (Satori + resvg)';
const OUT_DIR = path.join(PROJECT_ROOT, '.bench', 'lambda-bundles');

export interface BundleFigures {
  readonly name: string;
  readonly bytes: number;
  /** As deployed: source maps on. */
  readonly initMs: number;
  readonly initWithoutSourceMapsMs: number;
  /** CPU time (user + system) of the import as deployed, median of the same runs. */
  readonly initCpuMs: number;
  readonly ok: boolean;
  readonly note: string;
}

async function bundle(fn: FunctionEntry): Promise<string> {
  const outdir = path.join(OUT_DIR, fn.name.replace(/\W+/g, '-'));
  mkdirSync(outdir, { recursive: true });
  const outfile = path.join(outdir, 'index.mjs');
  await build({ ...esbuildOptions(externalsOf(fn)), entryPoints: [path.join(PROJECT_ROOT, fn.entry)], outfile, logLevel: 'warning' });
  return outfile;
}

interface InitTime {
  readonly elapsedMs: number;
  readonly cpuMs: number;
}

/** Milliseconds to import the bundle in a fresh process, as Lambda's init phase does: elapsed and CPU. */
function initTime(file: string, sourceMaps: boolean): InitTime {
  const script = `const t=performance.now(),c=process.cpuUsage();await import(${JSON.stringify(pathToFileURL(file).href)});const u=process.cpuUsage(c);process.stdout.write(JSON.stringify([performance.now()-t,(u.user+u.system)/1000]));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.dirname(file),
    env: {
      PATH: process.env.PATH,
      NODE_OPTIONS: sourceMaps ? '--enable-source-maps' : '',
      AWS_REGION: 'eu-west-1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      TABLE_NAME: 'provenly',
      PUBLIC_ORIGIN: 'https://provenly.example',
      USER_POOL_ISSUER: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_example',
      USER_POOL_CLIENT_ID: 'client',
      WEBSOCKET_CALLBACK_URL: 'https://example.execute-api.eu-west-1.amazonaws.com/ws',
    },
    encoding: 'utf8',
  });
  const [elapsedMs, cpuMs] = JSON.parse(output) as [number, number];
  return { elapsedMs, cpuMs };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function measure(): Promise<BundleFigures[]> {
  rmSync(OUT_DIR, { recursive: true, force: true });
  const figures: BundleFigures[] = [];
  for (const fn of functionEntries()) {
    const file = await bundle(fn);
    const bytes = statSync(file).size;
    const deployed = Array.from({ length: RUNS }, () => initTime(file, true));
    const initMs = median(deployed.map((run) => run.elapsedMs));
    const initCpuMs = median(deployed.map((run) => run.cpuMs));
    const initWithoutSourceMapsMs = median(Array.from({ length: RUNS }, () => initTime(file, false).elapsedMs));
    const withinBudget = bytes <= SIZE_BUDGET_BYTES && initMs <= INIT_BUDGET_MS;
    figures.push({
      name: fn.name,
      bytes,
      initMs,
      initWithoutSourceMapsMs,
      initCpuMs,
      ok: withinBudget || Boolean(fn.rendersImages),
      note: fn.rendersImages ? EXEMPT : withinBudget ? 'ok' : 'OVER BUDGET',
    });
  }
  return figures;
}

export async function main(): Promise<boolean> {
  const figures = await measure();
  console.log(`Lambda bundles (esbuild as in lib/bundling.ts; init = import() in a fresh Node ${process.version} process, median of ${RUNS})`);
  console.table(figures.map((f) => ({
    function: f.name,
    'bundle KiB': Math.round(f.bytes / 102.4) / 10,
    'init ms': Math.round(f.initMs),
    'init ms, no source maps': Math.round(f.initWithoutSourceMapsMs),
    'init CPU ms': Math.round(f.initCpuMs),
    result: f.note,
  })));
  const ok = figures.every((f) => f.ok);
  const budgeted = figures.filter((f) => f.note !== EXEMPT);
  console.log(
    `Over budget: ${budgeted.filter((f) => f.bytes > SIZE_BUDGET_BYTES).length} by size, ${budgeted.filter((f) => f.initMs > INIT_BUDGET_MS).length} by init time, of ${budgeted.length}; ` +
      `median init ${Math.round(median(budgeted.map((f) => f.initMs)))} ms (CPU ${Math.round(median(budgeted.map((f) => f.initCpuMs)))} ms); load average ${loadavg().map((load) => load.toFixed(1)).join(', ')} on ${availableParallelism()} cores`,
  );
  console.log(
    `Budget: each bundle <= ${SIZE_BUDGET_BYTES / 1024} KiB and init <= ${INIT_BUDGET_MS} ms as deployed (source maps on; image function exempt): ${ok ? 'met' : 'EXCEEDED'}`,
  );
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit((await main()) ? 0 : 1);
