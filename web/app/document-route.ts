// Which public page a server-rendered document is, for its own entry (web/public-main.tsx): the
// page's route among the public ones (web/app/public-routes.tsx), its code loaded, and its loader
// started, as React Router would do for the same route.
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { DocumentRoute } from './document-navigation';
import { publicPageRoutes } from './public-routes';

export interface DocumentPage {
  readonly Page: ComponentType;
  readonly route: DocumentRoute;
}

/** The path parameters of `pathname` under `pattern` (segments such as `:number`), or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^${source}/?$`).exec(pathname);
  if (!found) return null;
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
  } catch {
    return null; // a malformed escape names no page
  }
}

/** The public page at `url`, ready to render; null when the address is not a public page's. */
export async function documentPage(url: URL): Promise<DocumentPage | null> {
  for (const route of publicPageRoutes) {
    const params = route.path ? matchPath(route.path, url.pathname) : null;
    if (!params || typeof route.lazy !== 'function' || typeof route.loader !== 'function') continue;
    const args: LoaderFunctionArgs = { params, request: new Request(url), url, pattern: route.path ?? '', context: undefined };
    const loaderData: unknown = await route.loader(args);
    const { Component } = await route.lazy();
    if (!Component) return null;
    return { Page: Component, route: { params, loaderData } };
  }
  return null;
}
