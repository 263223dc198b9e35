import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // A failure runs once more, traced, so it leaves a trace to read; tests/run-all.mjs still
  // counts a test that passed only on its retry as failed. Tracing every run cost about a tenth of
  // the stage's CPU.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  reporter: [['list'], ['json', { outputFile: '../../test-results/playwright.json' }]],
  outputDir: '../../test-results/playwright',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: testChromiumPath() ?? undefined, args: CHROMIUM_ARGS },
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
