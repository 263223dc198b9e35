// A page in Chromium, for the benchmarks that load one as a visitor does.
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/browser/chromium.mjs';

/** Runs `use` with a fresh page of a fresh Chromium, closed once `use` has settled. */
export async function withChromiumPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: [...CHROMIUM_ARGS] });
  try {
    return await use(await browser.newPage());
  } finally {
    await browser.close();
  }
}

/**
 * One visit of `url`, everything it loads included (until the network is idle). Before Lighthouse
 * measures a public page, it is what a shared link has had before the next reader comes: its
 * scripts are then compressed and cached, as a CDN would hold them.
 */
export async function visitOnce(url: string): Promise<void> {
  await withChromiumPage((page) => page.goto(url, { waitUntil: 'networkidle' }));
}
