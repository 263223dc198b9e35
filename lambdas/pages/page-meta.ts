// GET /proof/{number}, /project/{id}, /portfolio/{handle}: the built page (core/pages/page-template.ts) with the page's
// link-preview head (title, description, canonical, Open Graph, Twitter card) and the page itself
// rendered inside the root element from the same React components the browser runs
// (web/ssr/render-public-page.tsx), so a person sees the proof before any script runs and a
// crawler reads its full text. Both come from one read of the page's public view. One handler for
// the three routes, in both worlds: the cloud reaches it through CloudFront behaviours, the local
// runtime through its gateway.
import * as z from 'zod';
import type { Context } from 'aws-lambda';
import { config } from '../../core/config';
import { templateFor } from '../../core/pages/page-template';
import { withPreviewHead } from '../../core/pages/preview-head';
import { previewOf } from '../../core/pages/preview-meta';
import { readPublicPage, type PublicPageRead, type PublicPageRef } from '../../core/pages/public-page-read';
import { withRootContent } from '../../core/pages/root-content';
import { PUBLIC_READ_CACHE } from '../../domain/rules/http-cache';
import { renderPublicPage, type PublicPageData } from '../../web/ssr/render-public-page';
import { endpoint, respondWith, routeNamed } from '../shared/endpoint';
import { html, type HttpEvent, type HttpResult } from '../shared/http';
import { serverRenderedPage } from './server-rendered-page';
import type { RouteName } from '../routes';

/** Anything is a lookup key here: a value that names nothing public gets the generic head. */
const key = z.string().max(512);

/** What the page's public API call would answer, from the same read; null when nothing is public. */
function pageDataOf(read: PublicPageRead): PublicPageData | null {
  switch (read.kind) {
    case 'proof':
      return read.view && { kind: 'proof', answer: read.view.answer };
    case 'project':
      return read.view && { kind: 'project', answer: read.view.answer };
    case 'portfolio':
      return read.view && { kind: 'portfolio', answer: read.view };
  }
}

const page = (name: RouteName, schema: z.ZodType<Record<string, string>>, refOf: (path: Record<string, string>) => PublicPageRef & { readonly path: string }) => {
  const route = routeNamed(name);
  return [
    `${route.method} ${route.path}` as string,
    endpoint(route, { path: schema, cache: PUBLIC_READ_CACHE }, async ({ path }) => {
      const ref = refOf(path);
      const read = await readPublicPage(ref);
      const data = pageDataOf(read);
      const markup = data ? await serverRenderedPage(() => renderPublicPage(`${config().publicOrigin}${ref.path}`, data)) : '';
      const template = await templateFor(markup);
      return respondWith(html(200, withRootContent(withPreviewHead(template, previewOf(read)), markup)));
    }),
  ] as const;
};

const segment = (value: string | undefined) => encodeURIComponent(value ?? '');

const pages = new Map<string, (event: HttpEvent, context: Context) => Promise<HttpResult>>([
  // `path` is the page's address as the browser's router matches it.
  page('ProofPageMeta', z.object({ number: key }), ({ number = '' }) => ({ kind: 'proof', number, path: `/proof/${segment(number)}` })),
  page('ProjectPageMeta', z.object({ id: key }), ({ id = '' }) => ({ kind: 'project', id, path: `/project/${segment(id)}` })),
  page('PortfolioPageMeta', z.object({ handle: key }), ({ handle = '' }) => ({ kind: 'portfolio', handle, path: `/portfolio/${segment(handle)}` })),
]);

export async function handler(event: HttpEvent, context: Context): Promise<HttpResult> {
  const serve = pages.get(event.routeKey);
  if (!serve) return html(404, '<!doctype html><title>Not Found</title>');
  return serve(event, context);
}
