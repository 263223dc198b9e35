// The public pages rendered on the server, from the same routes and components the browser runs
// (web/app/public-routes.tsx), so a person sees the proof before any script runs and a crawler
// reads its full text. The page handler (lambdas/pages) reads the page's data, as the public API
// answers it, and hands it here; the route's loader then answers with it instead of fetching.
// React escapes every text and attribute; no data is embedded as script.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import type { PublicPortfolio, PublicProject, PublicProofLookupAnswer } from '../../domain/api/public';
import type { RuntimeConfig } from '../../domain/api/config';
import { ToastProvider } from '../components/toast/ToastProvider';
import { PageOriginContext } from '../lib/page-origin';
import { RuntimeConfigContext } from '../lib/runtime-config';
import { PUBLIC_PAGE_IDS, publicPageRoutes, ROOT_ROUTE_ID } from '../app/public-routes';
import type { Loading } from '../features/public/api/loaders';

/** A public page and what its API call answered. */
export type PublicPageData =
  | { readonly kind: 'proof'; readonly answer: PublicProofLookupAnswer }
  | { readonly kind: 'project'; readonly answer: PublicProject }
  | { readonly kind: 'portfolio'; readonly answer: PublicPortfolio };

const loaded = <T,>(data: T): Loading<T> => ({ id: 1, data: Promise.resolve(data) });

/** What each route's loader answers on the server: the data it was given, already loaded. */
function serverLoaderData(page: PublicPageData): Record<string, unknown> {
  switch (page.kind) {
    case 'proof':
      return { [PUBLIC_PAGE_IDS.proof]: { proof: loaded(page.answer) } };
    case 'project':
      return { [PUBLIC_PAGE_IDS.project]: { project: loaded(page.answer) } };
    case 'portfolio':
      return { [PUBLIC_PAGE_IDS.portfolio]: { portfolio: loaded(page.answer) } };
  }
}

/** Nothing reads these on a public page before it hydrates (useSignedIn answers false on the server). */
const SERVER_CONFIG: RuntimeConfig = { productName: '', authority: '', clientId: '', identityProvider: null, scope: '', apiBase: '', realtimeUrl: '' };

/**
 * The HTML of the page at `url` (an absolute URL of the product), to go inside `<div id="root">`.
 * Waits for every part of the page (its data and its lazily loaded pieces), as a crawler would.
 */
export async function renderPublicPage(url: string, page: PublicPageData): Promise<string> {
  const data = serverLoaderData(page);
  const routes: RouteObject[] = [{
    id: ROOT_ROUTE_ID,
    children: publicPageRoutes.map((route) => ({
      ...route,
      loader: route.id && route.id in data ? () => data[route.id as string] : () => ({ proof: null }),
    })) as RouteObject[],
  }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`No public page at ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A part that fails on the server would be left to the browser, with React's error in the HTML:
  // all or nothing, so the page either arrives whole or renders in the browser as before.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RuntimeConfigContext.Provider value={SERVER_CONFIG}>
        <PageOriginContext.Provider value={new URL(url).origin}>
          <ToastProvider>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ToastProvider>
        </PageOriginContext.Provider>
      </RuntimeConfigContext.Provider>
    </StrictMode>,
    // One piece, whatever its size: React would otherwise move big parts after the page and swap them
    // in with an inline script, which a reader without JavaScript (and a crawler) never runs.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw new Error(`The page at ${url} failed on the server`, { cause: errors[0] });
  return html;
}
