// GET /proof/{number}, /project/{id}, /portfolio/{handle}: the SPA's index.html with the page's
// link-preview head (title, description, canonical, Open Graph, Twitter card), so a shared link
// previews the proof without JavaScript. One handler for the three routes, in both worlds: the
// cloud reaches it through CloudFront behaviours, the local runtime through its gateway.
import { z } from 'zod';
import type { Context } from 'aws-lambda';
import { previewPage, type PreviewPage } from '../../core/pages/preview-page';
import { PUBLIC_READ_CACHE } from '../../domain/rules/http-cache';
import { endpoint, respondWith, routeNamed } from '../shared/endpoint';
import { html, type HttpEvent, type HttpResult } from '../shared/http';
import type { RouteName } from '../routes';

/** Anything is a lookup key here: a value that names nothing public gets the generic head. */
const key = z.string().max(512);


const page = (name: RouteName, toPage: (path: Record<string, string>) => PreviewPage, schema: z.ZodType<Record<string, string>>) => {
  const route = routeNamed(name);
  return [
    `${route.method} ${route.path}` as string,
    endpoint(route, { path: schema, cache: PUBLIC_READ_CACHE }, async ({ path }) => respondWith(html(200, await previewPage(toPage(path))))),
  ] as const;
};

const pages = new Map<string, (event: HttpEvent, context: Context) => Promise<HttpResult>>([
  page('ProofPageMeta', (path) => ({ kind: 'proof', number: path.number ?? '' }), z.object({ number: key })),
  page('ProjectPageMeta', (path) => ({ kind: 'project', id: path.id ?? '' }), z.object({ id: key })),
  page('PortfolioPageMeta', (path) => ({ kind: 'portfolio', handle: path.handle ?? '' }), z.object({ handle: key })),
]);

export async function handler(event: HttpEvent, context: Context): Promise<HttpResult> {
  const serve = pages.get(event.routeKey);
  if (!serve) return html(404, '<!doctype html><title>Not Found</title>');
  return serve(event, context);
}
