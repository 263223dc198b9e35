// One visit of a page in Chromium, everything it loads included: what a shared link has had before
// the next reader comes, so its scripts are already compressed and cached, as a CDN would hold them.
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/browser/chromium.mjs';

export async function visitOnce(url: string): Promise<void> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium is needed: sudo apt-get install -y chromium');
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
}
