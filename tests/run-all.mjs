#!/usr/bin/env node
// `npm test`: every layer, in order: type-check, lint, build, unit + infra + integration (Vitest),
// browser (Playwright in Chromium). Ends with one line `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from './browser/chromium.mjs';

const results = join(process.cwd(), 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const chromium = chromiumPath();
if (!chromium) {
  console.error(
    'Chromium was not found, and the browser tests need it.\n' +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  );
  process.exit(1);
}

let passed = 0;
let failed = 0;
const failedStages = [];

function stage(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (!ok) failedStages.push(name);
  return ok;
}

function countStage(ok) {
  if (ok) passed += 1;
  else failed += 1;
}

countStage(stage('type-check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']));
countStage(stage('lint', 'npx', ['eslint', '.', '--max-warnings', '0']));
// The app, then the public pages' entry beside it (npm run build:web, with warnings only).
const built = stage('build web', 'npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'])
  && stage('build web: public pages', 'npx', ['vite', 'build', '--config', 'web/vite.public.config.ts', '--logLevel', 'warn']);
countStage(built);

const vitestJson = join(results, 'vitest.json');
const vitestOk = stage('unit, infra and integration tests (Vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const vitestReport = existsSync(vitestJson) ? JSON.parse(readFileSync(vitestJson, 'utf8')) : null;
passed += vitestReport?.numPassedTests ?? 0;
failed += vitestReport?.numFailedTests ?? 0;
// A run that failed without a failing test (an unhandled error, no tests found) still fails.
if (!vitestOk && !(vitestReport?.numFailedTests > 0)) failed += 1;

const playwrightJson = join(results, 'playwright.json'); // written by the config's json reporter
if (built) {
  stage('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'tests/browser/playwright.config.ts']);
}
const browserReport = built && existsSync(playwrightJson) ? JSON.parse(readFileSync(playwrightJson, 'utf8')) : null;
passed += browserReport ? browserReport.stats.expected + browserReport.stats.flaky : 0;
failed += browserReport ? browserReport.stats.unexpected + browserReport.errors.length : 1;

if (failedStages.length) console.log(`\nFailed: ${failedStages.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failedStages.length === 0 ? 0 : 1);
