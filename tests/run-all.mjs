#!/usr/bin/env node
// `npm test`: every tier, in order: type-check, lint, build, unit + web + infra + integration +
// runtime (Vitest), browser (Playwright in Chromium). `npm run test:fast` (--fast): the inner loop,
// type-check, lint, unit, web and the handler tier. Each stage prints its wall time and its CPU
// time (user + system of every process it ran and waited for, as /usr/bin/time counts it: the
// figure that holds still when the machine is shared). Ends with one line `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { testChromiumPath } from './browser/chromium.mjs';

const fast = process.argv.includes('--fast');
const FAST_PROJECTS = ['unit', 'unit-isolated', 'web', 'web-isolated', 'integration'];
const results = join(process.cwd(), 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const chromium = testChromiumPath();
if (!chromium && !fast) {
  console.error(
    'Chromium was not found, and the browser tests need it.\n' +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n' +
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  );
  process.exit(1);
}
if (chromium && !fast) console.log(`Browser tests in ${chromium}`);

let passed = 0;
let failed = 0;
const failedStages = [];

const timings = [];
const suiteStarted = Date.now();
const suiteCpuAtStart = childrenCpuSeconds();

/**
 * CPU seconds (user + system) of this process's waited-for children and their waited-for
 * descendants: /proc/self/stat's cutime and cstime, in clock ticks of 1/100 s on Linux.
 */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN; // not Linux: wall time only
  }
}

const seconds = (value) => (Number.isNaN(value) ? '?' : value.toFixed(1));

function stage(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const cpuAtStart = childrenCpuSeconds();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  const wall = (Date.now() - started) / 1000;
  const cpu = childrenCpuSeconds() - cpuAtStart;
  timings.push({ name, wall, cpu });
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(wall)} s, CPU ${seconds(cpu)} s ===`);
  if (!ok) failedStages.push(name);
  return ok;
}

function countStage(ok) {
  if (ok) passed += 1;
  else failed += 1;
}

countStage(stage('type-check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']));
countStage(stage('lint', 'npx', ['eslint', '.', '--max-warnings', '0']));
// The app, then the public pages' entry beside it (npm run build:web, with warnings only): the
// handler tier serves the built app too.
const built = stage('build web', 'npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'])
  && stage('build web: public pages', 'npx', ['vite', 'build', '--config', 'web/vite.public.config.ts', '--logLevel', 'warn']);
countStage(built);

const vitestJson = join(results, 'vitest.json');
const vitestOk = fast
  ? stage('unit, web and handler-tier tests (Vitest)', 'npx', ['vitest', 'run', ...FAST_PROJECTS.map((project) => `--project=${project}`), '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`])
  : stage('unit, web, infra, handler-tier and runtime tests (Vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const vitestReport = existsSync(vitestJson) ? JSON.parse(readFileSync(vitestJson, 'utf8')) : null;
passed += vitestReport?.numPassedTests ?? 0;
failed += vitestReport?.numFailedTests ?? 0;
// A run that failed without a failing test (an unhandled error, no tests found) still fails.
if (!vitestOk && !(vitestReport?.numFailedTests > 0)) failed += 1;

if (!fast) {
  const playwrightJson = join(results, 'playwright.json'); // written by the config's json reporter
  if (built) {
    stage('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'tests/browser/playwright.config.ts']);
  }
  const browserReport = built && existsSync(playwrightJson) ? JSON.parse(readFileSync(playwrightJson, 'utf8')) : null;
  // A flaky test (passed only on a retry) is a failure: there are no retries, so none should be.
  passed += browserReport ? browserReport.stats.expected : 0;
  failed += browserReport ? browserReport.stats.unexpected + browserReport.stats.flaky + browserReport.errors.length : 1;
}

console.log('\nstage                                                     wall s    CPU s');
for (const { name, wall, cpu } of timings) console.log(`${name.padEnd(56)} ${seconds(wall).padStart(7)} ${seconds(cpu).padStart(8)}`);
console.log(`${'all'.padEnd(56)} ${seconds((Date.now() - suiteStarted) / 1000).padStart(7)} ${seconds(childrenCpuSeconds() - suiteCpuAtStart).padStart(8)}`);
if (failedStages.length) console.log(`\nFailed: ${failedStages.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failedStages.length === 0 ? 0 : 1);
