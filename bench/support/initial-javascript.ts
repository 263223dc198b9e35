// The JavaScript a page loads before it is idle, as bytes on the wire (compressed), in Chromium.
import { withChromiumPage } from './warm-visit';

export interface ScriptLoad {
  readonly url: string;
  readonly bytes: number;
}

export function initialJavaScript(url: string): Promise<ScriptLoad[]> {
  return withChromiumPage(async (page) => {
    const scripts: Promise<ScriptLoad>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(request.sizes().then((sizes) => ({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return Promise.all(scripts);
  });
}
