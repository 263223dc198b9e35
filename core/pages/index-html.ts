// The SPA's built index.html, fetched from the product's own origin (CloudFront -> S3 in the
// cloud, the local runtime's static site locally) with its stylesheet written in, and kept in memory
// for a minute. Configuration (PUBLIC_ORIGIN) is the only difference between the two worlds.
import { config } from '../config';
import { unavailable } from '../errors';
import { withInlineStylesheets } from './inline-stylesheet';

export const INDEX_HTML_TTL_MS = 60_000;
const FETCH_TIMEOUT_MS = 5_000;

let cached: { html: string; fetchedAt: number } | undefined;
let inFlight: Promise<string> | undefined;

export async function indexHtml(now: () => number = Date.now): Promise<string> {
  if (cached && now() - cached.fetchedAt < INDEX_HTML_TTL_MS) return cached.html;
  inFlight ??= fetchIndexHtml()
    .then((html) => {
      cached = { html, fetchedAt: now() };
      return html;
    })
    .catch((error: unknown) => {
      // A stale copy beats no page while the origin hiccups.
      if (cached) return cached.html;
      throw error;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

async function fetchIndexHtml(): Promise<string> {
  const html = await fetchText('/index.html', 'text/html');
  return withInlineStylesheets(html, (path) => fetchText(path, 'text/css'));
}

async function fetchText(path: string, accept: string): Promise<string> {
  const url = `${config().publicOrigin}${path}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept } });
  if (!response.ok) throw unavailable(`The web app could not be loaded (${response.status} from ${url})`);
  return response.text();
}

/** For tests: forget the cached copy. */
export function clearIndexHtmlCache(): void {
  cached = undefined;
}
