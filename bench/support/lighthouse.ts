// Lighthouse (mobile emulation, its default) against a page, in the same Chromium the tests use.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/browser/chromium.mjs';

export interface LighthouseFigures {
  readonly performance: number;
  readonly firstContentfulPaintMs: number;
  readonly largestContentfulPaintMs: number;
  readonly totalBlockingTimeMs: number;
  readonly cumulativeLayoutShift: number;
  readonly speedIndexMs: number;
}

export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error('Chromium is needed for Lighthouse: sudo apt-get install -y chromium');
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const value = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      firstContentfulPaintMs: value('first-contentful-paint'),
      largestContentfulPaintMs: value('largest-contentful-paint'),
      totalBlockingTimeMs: value('total-blocking-time'),
      cumulativeLayoutShift: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
      speedIndexMs: value('speed-index'),
    };
  } finally {
    chrome.kill();
  }
}
