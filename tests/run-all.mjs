#!/usr/bin/env node
// `npm test`: every tier. Type-check, lint, the web build and Vitest (unit, web, infra, handler
// tier, runtime tier; the tiers that serve the built app wait for the build) start together; once
// the build is there, the browser tests (Playwright in Chromium) run beside them. `npm run
// test:fast` (--fast), the inner loop: the same without infra, the runtime tier and the browser,
// fuzzing each route with fewer requests and linting only the files that differ from main.
// Type-check and lint keep caches under node_modules/.cache/provenly, so a second run checks what
// changed.
//
// Each stage prints its wall time and its CPU time (user + system of every process it ran and
// waited for, as /usr/bin/time counts them: the figure that holds still when the machine is
// shared). Vitest's output streams; the other stages print theirs when they end. Ends with one
// line `tests: N passed, N failed`.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { testChromiumPath } from './browser/chromium.mjs';
import { lintTargets } from './runner/changed-files.mjs';

const fast = process.argv.includes('--fast');
const FAST_PROJECTS = ['unit', 'unit-isolated', 'web', 'web-isolated', 'integration'];
// The inner loop fuzzes every route with fewer random requests (5, not 20; each run draws new ones).
if (fast) process.env.FUZZ_RUNS ??= '5';
const results = join(process.cwd(), 'test-results');
const cache = join(process.cwd(), 'node_modules', '.cache', 'provenly');
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

const suiteStarted = Date.now();
const timings = [];
const failedStages = [];
const seconds = (value) => (value === null || Number.isNaN(value) ? '?' : value.toFixed(1));

/**
 * Runs one stage through tests/runner/measured.mjs, which measures its CPU. `streams`: its output
 * goes straight to the terminal; otherwise it is printed in one piece when the stage ends.
 */
function stage(name, command, args, { streams = false } = {}) {
  const started = Date.now();
  const resultFile = join(results, `stage-${timings.length + failedStages.length}-${name.replace(/\W+/g, '-')}.json`);
  const child = spawn(process.execPath, [join(import.meta.dirname, 'runner', 'measured.mjs'), resultFile, command, ...args], {
    stdio: streams ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  if (streams) console.log(`\n=== ${name} ===`);
  return new Promise((done) => {
    child.on('close', (code) => {
      const ok = code === 0;
      const wall = (Date.now() - started) / 1000;
      const cpu = existsSync(resultFile) ? JSON.parse(readFileSync(resultFile, 'utf8')).cpu : null;
      timings.push({ name, wall, cpu });
      if (!streams) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(wall)} s, CPU ${seconds(cpu)} s ===`);
      if (!ok) failedStages.push(name);
      done(ok);
    });
  });
}

// TypeScript's native compiler (tsgo) checks the same program as tsc 5.9 in a third of the time.
// Type-check and lint run at a lower priority (nice): the tests are the longer path, and these two
// fill the cores the tests leave idle while they wait on DynamoDB Local, instead of slowing them.
const typeCheck = stage('type-check', 'nice', ['-n', '10', 'npx', 'tsgo', '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', join(cache, 'tsgo.tsbuildinfo')]);
// The inner loop lints what differs from main (tests/runner/changed-files.mjs); `npm test` all.
const lintPaths = fast ? lintTargets() : ['.'];
const lint =
  lintPaths.length === 0
    ? (console.log('\n=== lint: no file differs from main ==='), Promise.resolve(true))
    : stage('lint', 'nice', ['-n', '10', 'npx', 'eslint', ...lintPaths, '--no-warn-ignored', '--max-warnings', '0', '--cache', '--cache-location', join(cache, 'eslint-cache')]);
// The app, then the public pages' entry beside it (npm run build:web, with warnings only): the
// handler tier and the browser tests serve the built app.
const built = stage('build web', 'npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']).then(
  (ok) => ok && stage('build web: public pages', 'npx', ['vite', 'build', '--config', 'web/vite.public.config.ts', '--logLevel', 'warn']),
);

// Vitest starts at once: only the handler tier serves the built app, and its files wait for the
// build's outcome in this file (tests/support/web-build.ts) while the unit and DOM tests run.
const webBuildStatus = join(results, 'web-build.json');
process.env.PROVENLY_WEB_BUILD_STATUS = webBuildStatus;
void built.then((ok) => writeFileSync(webBuildStatus, JSON.stringify({ ok })));
const vitestJson = join(results, 'vitest.json');
const vitestArgs = ['vitest', 'run', ...(fast ? FAST_PROJECTS.map((project) => `--project=${project}`) : []), '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`];
const vitest = stage(fast ? 'unit, web and handler-tier tests (Vitest)' : 'unit, web, infra, handler-tier and runtime tests (Vitest)', 'npx', vitestArgs, { streams: true });
const browser = fast ? Promise.resolve(null) : built.then((ok) => ok && stage('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'tests/browser/playwright.config.ts']));

const [typeChecked, linted, wasBuilt, vitestOk] = await Promise.all([typeCheck, lint, built, vitest, browser]);

let passed = [typeChecked, linted, wasBuilt].filter(Boolean).length;
let failed = 3 - passed;
const vitestReport = existsSync(vitestJson) ? JSON.parse(readFileSync(vitestJson, 'utf8')) : null;
passed += vitestReport?.numPassedTests ?? 0;
failed += vitestReport?.numFailedTests ?? 0;
// A run that failed without a failing test (an unhandled error, no tests found) still fails.
if (!vitestOk && !(vitestReport?.numFailedTests > 0)) failed += 1;

if (!fast) {
  const playwrightJson = join(results, 'playwright.json'); // written by the config's json reporter
  const browserReport = wasBuilt && existsSync(playwrightJson) ? JSON.parse(readFileSync(playwrightJson, 'utf8')) : null;
  // A flaky test (passed only on its retry, which runs to leave a trace) is a failure.
  passed += browserReport ? browserReport.stats.expected : 0;
  failed += browserReport ? browserReport.stats.unexpected + browserReport.stats.flaky + browserReport.errors.length : 1;
}

const cpuOfAll = timings.every(({ cpu }) => cpu !== null) ? timings.reduce((sum, { cpu }) => sum + cpu, 0) : null;
console.log('\nstage (side by side: their wall times overlap)                wall s    CPU s');
for (const { name, wall, cpu } of timings) console.log(`${name.padEnd(62)} ${seconds(wall).padStart(7)} ${seconds(cpu).padStart(8)}`);
console.log(`${'all'.padEnd(62)} ${seconds((Date.now() - suiteStarted) / 1000).padStart(7)} ${seconds(cpuOfAll).padStart(8)}`);
if (failedStages.length) console.log(`\nFailed: ${failedStages.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failedStages.length === 0 ? 0 : 1);
