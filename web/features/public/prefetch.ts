// Starts a public page's API call as soon as its route matches (from the router's loader), so it
// runs beside the download of the page's code instead of after it. The page takes the answer
// once; anything else fetches as usual. Kept tiny and import-free: it ships in the main bundle.
let early: { path: string; response: Promise<Response> } | null = null;

/** `path` is the API path without /api, e.g. /public/proofs/PJ-ABC123. */
export function prefetchPublic(path: string): null {
  if (path.endsWith('/')) return null; // a blank handle, id or number: nothing to ask
  const response = fetch(`/api${path}`, { headers: { accept: 'application/json' } });
  response.catch(() => undefined); // a failure is reported when the page takes it
  early = { path, response };
  return null;
}

/** The prefetched answer for `path`, once; null when there is none. */
export function takePrefetched(path: string): Promise<Response> | null {
  if (early?.path !== path) return null;
  const { response } = early;
  early = null;
  return response;
}

/** The API path of a proof number as the page normalises it (trimmed, upper-cased). */
export const proofPath = (number: string) => `/public/proofs/${encodeURIComponent(number.trim().toUpperCase())}`;
export const portfolioPath = (handle: string) => `/public/portfolios/${encodeURIComponent(handle)}`;
export const projectPath = (id: string) => `/public/projects/${encodeURIComponent(id)}`;
