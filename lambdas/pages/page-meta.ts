// GET /proof/{number}, /project/{id}, /portfolio/{handle}: the SPA's index.html with the page's
// link-preview head (title, description, canonical, Open Graph, Twitter card) and the page itself
// rendered inside the root element from the same React components the browser runs
// (web/ssr/render-public-page.tsx), so a person sees the proof before any script runs and a
// crawler reads its full text. One handler for the three routes, in both worlds: the cloud reaches
// it through CloudFront behaviours, the local runtime through its gateway.
import { z } from 'zod';
import type { Context } from 'aws-lambda';
import { config } from '../../core/config';
import { previewPage, type PreviewPage } from '../../core/pages/preview-page';
import { withRootContent } from '../../core/pages/root-content';
import { getPublicPortfolio, getPublicProject, lookupPublicProof } from '../../core/public/public-service';
import { PUBLIC_READ_CACHE } from '../../domain/rules/http-cache';
import { renderPublicPage, type PublicPageData } from '../../web/ssr/render-public-page';
import { endpoint, respondWith, routeNamed } from '../shared/endpoint';
import { html, type HttpEvent, type HttpResult } from '../shared/http';
import { serverRenderedPage } from './server-rendered-page';
import type { RouteName } from '../routes';

/** Anything is a lookup key here: a value that names nothing public gets the generic head. */
const key = z.string().max(512);


interface PageKind {
  readonly preview: PreviewPage;
  /** The page's address, as the browser's router matches it. */
  readonly path: string;
  /** What the page's public API call answers (throws as it does: not found, not public). */
  readonly read: () => Promise<PublicPageData>;
}

const page = (name: RouteName, schema: z.ZodType<Record<string, string>>, kind: (path: Record<string, string>) => PageKind) => {
  const route = routeNamed(name);
  return [
    `${route.method} ${route.path}` as string,
    endpoint(route, { path: schema, cache: PUBLIC_READ_CACHE }, async ({ path }) => {
      const { preview, path: pagePath, read } = kind(path);
      const [index, markup] = await Promise.all([previewPage(preview), serverRenderedPage(read, (data) => renderPublicPage(`${config().publicOrigin}${pagePath}`, data))]);
      return respondWith(html(200, withRootContent(index, markup)));
    }),
  ] as const;
};

const segment = (value: string | undefined) => encodeURIComponent(value ?? '');

const pages = new Map<string, (event: HttpEvent, context: Context) => Promise<HttpResult>>([
  page('ProofPageMeta', z.object({ number: key }), ({ number = '' }) => {
    const proofNumber = number.trim().toUpperCase();
    return {
      preview: { kind: 'proof', number },
      path: `/proof/${segment(number)}`,
      read: async () => ({ kind: 'proof', answer: await lookupPublicProof(proofNumber) }),
    };
  }),
  page('ProjectPageMeta', z.object({ id: key }), ({ id = '' }) => ({
    preview: { kind: 'project', id },
    path: `/project/${segment(id)}`,
    read: async () => ({ kind: 'project', answer: await getPublicProject(id) }),
  })),
  page('PortfolioPageMeta', z.object({ handle: key }), ({ handle = '' }) => ({
    preview: { kind: 'portfolio', handle },
    path: `/portfolio/${segment(handle)}`,
    read: async () => ({ kind: 'portfolio', answer: await getPublicPortfolio(handle) }),
  })),
]);

export async function handler(event: HttpEvent, context: Context): Promise<HttpResult> {
  const serve = pages.get(event.routeKey);
  if (!serve) return html(404, '<!doctype html><title>Not Found</title>');
  return serve(event, context);
}
