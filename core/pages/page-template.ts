// The built documents a page starts from, fetched from the product's own origin (CloudFront -> S3 in
// the cloud, the local runtime's static site locally) with their stylesheet written in, each kept in
// memory for a minute. Configuration (PUBLIC_ORIGIN) is the only difference between the two worlds.
import { config, onConfigReload } from '../config';
import { unavailable } from '../errors';
import { logger } from '../log';
import { withInlineStylesheets } from './inline-stylesheet';

/**
 * `/index.html` starts the whole app, which renders any page in the browser. `/public-page.html`
 * starts a public page the server rendered: it only hydrates it (web/public-main.tsx).
 */
export type PageTemplate = '/index.html' | '/public-page.html';

export const PAGE_TEMPLATE_TTL_MS = 60_000;
const FETCH_TIMEOUT_MS = 5_000;

const cached = new Map<PageTemplate, { html: string; fetchedAt: number }>();
const inFlight = new Map<PageTemplate, Promise<string>>();

export async function pageTemplate(path: PageTemplate, now: () => number = Date.now): Promise<string> {
  const copy = cached.get(path);
  if (copy && now() - copy.fetchedAt < PAGE_TEMPLATE_TTL_MS) return copy.html;
  let fetching = inFlight.get(path);
  if (!fetching) {
    fetching = fetchTemplate(path)
      .then((html) => {
        cached.set(path, { html, fetchedAt: now() });
        return html;
      })
      .catch((error: unknown) => {
        // A stale copy beats no page while the origin hiccups, and is kept another minute rather
        // than making every page wait for the origin's timeout again.
        const stale = cached.get(path);
        if (!stale) throw error;
        cached.set(path, { html: stale.html, fetchedAt: now() });
        return stale.html;
      })
      .finally(() => inFlight.delete(path));
    inFlight.set(path, fetching);
  }
  return fetching;
}

/**
 * The document for a page with `markup` from the server's render: a rendered page only needs
 * hydrating (public-page.html); anything else (not found, a failed render) the whole app renders
 * (index.html). Without the public pages' document (a deployment still uploading it), a rendered
 * page goes out with the whole app, which renders it again in the browser.
 */
export async function templateFor(markup: string): Promise<string> {
  if (markup === '') return pageTemplate('/index.html');
  try {
    return await pageTemplate('/public-page.html');
  } catch (error) {
    logger.warn('The public pages\' document could not be loaded; the page goes out with the whole app', { error: error instanceof Error ? error.message : String(error) });
    return pageTemplate('/index.html');
  }
}

/** Forgets every copy (they came from the configured origin). */
export function forgetPageTemplates(): void {
  cached.clear();
}
onConfigReload(forgetPageTemplates);

async function fetchTemplate(path: PageTemplate): Promise<string> {
  const html = await fetchText(path, 'text/html');
  return withInlineStylesheets(html, (stylesheet) => fetchText(stylesheet, 'text/css'));
}

async function fetchText(path: string, accept: string): Promise<string> {
  const url = `${config().publicOrigin}${path}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept } });
  if (!response.ok) throw unavailable(`The web app could not be loaded (${response.status} from ${url})`);
  return response.text();
}
