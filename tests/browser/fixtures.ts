import { test as base } from '@playwright/test';

/** Tests run against the private runtime that global-setup started. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.PROVENLY_URL;
    if (!url) throw new Error('PROVENLY_URL is not set: the browser tests start their runtime in global-setup.ts');
    await use(url);
  },
});
export { expect } from '@playwright/test';
