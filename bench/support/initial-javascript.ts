// The JavaScript a page loads before it is idle, as bytes on the wire (compressed), in Chromium.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/browser/chromium.mjs';

export interface ScriptLoad {
  readonly url: string;
  readonly bytes: number;
}

export async function initialJavaScript(url: string): Promise<ScriptLoad[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts: Promise<ScriptLoad>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(request.sizes().then((sizes) => ({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await Promise.all(scripts);
  } finally {
    await browser.close();
  }
}
