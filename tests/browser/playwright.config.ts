import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  reporter: [['list'], ['json', { outputFile: '../../test-results/playwright.json' }]],
  outputDir: '../../test-results/playwright',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: testChromiumPath() ?? undefined, args: CHROMIUM_ARGS },
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
