// A server-rendered public page opened with its code held back until every element the server sent
// is noted: once the page is interactive, those same elements must still be the page (hydration
// adopts them; a second render, or a part thrown away and built again, replaces them).
import type { Page, Route } from '@playwright/test';

const PUBLIC_ENTRY = /\/assets\/public-page-[\w-]+\.js$/;

type Noted = Window & { serverElements?: Element[] };

/** Opens `path`, notes the server's elements, then lets the page start. Answers how often the public pages' entry was asked for. */
export async function openNotingServerElements(page: Page, path: string): Promise<() => number> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = 0;
  const hold = async (route: Route) => {
    requested += 1;
    await held;
    await route.continue();
  };
  await page.route(PUBLIC_ENTRY, hold);
  await page.goto(path, { waitUntil: 'commit' });
  // Parsed, and waiting for its (held) module script: the server's HTML is all there.
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.evaluate(() => {
    (window as Noted).serverElements = [...document.querySelectorAll('#root *')];
  });
  release();
  return () => requested;
}

/** The noted server elements no longer in the page, as the start of their markup. */
export function serverElementsReplaced(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const noted = (window as Noted).serverElements ?? [];
    if (noted.length === 0) return ['(no server elements were noted)'];
    return noted.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 120));
  });
}
