// The part of React Router's API the public pages use, for a page the server rendered and its own
// entry hydrates (web/public-main.tsx). The public pages' build resolves `react-router-dom` here
// (web/vite.public.config.ts), so the same components run without the router, about two thirds of
// that entry's size. Every link and navigation loads a document: the next public page arrives
// rendered from the edge, and any other page starts the whole app, with its router.
// The server (web/ssr/) and the whole app keep React Router itself.
import { createContext, forwardRef, useContext, type AnchorHTMLAttributes } from 'react';

/** The page's route, as the entry matched it: its path parameters and what its loader answered. */
export interface DocumentRoute {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly loaderData: unknown;
}

export const DocumentRouteContext = createContext<DocumentRoute | null>(null);

function useDocumentRoute(): DocumentRoute {
  const route = useContext(DocumentRouteContext);
  if (!route) throw new Error('A public page renders inside its DocumentRouteContext');
  return route;
}

export const useParams = (): DocumentRoute['params'] => useDocumentRoute().params;

export const useLoaderData = (): unknown => useDocumentRoute().loaderData;

/** The page's address. A document load carries no navigation state. */
export const useLocation = () => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: null, key: 'default' });

/** Loading the page again asks the server, and the page's API, again. */
export const useRevalidator = () => ({ state: 'idle' as const, revalidate: async () => window.location.reload() });

export const useNavigate = () => (to: string | number) => {
  if (typeof to === 'number') window.history.go(to);
  else window.location.assign(to);
};

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  readonly to: string;
  // React Router's options for a navigation inside the app; a document load has none of them.
  readonly replace?: boolean;
  readonly reloadDocument?: boolean;
  readonly preventScrollReset?: boolean;
  readonly viewTransition?: boolean;
  readonly state?: unknown;
};

/** A plain link: the browser loads the page it names. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, children, replace: _replace, reloadDocument: _reload, preventScrollReset: _scroll, viewTransition: _transition, state: _state, ...anchor }, ref) {
  return (
    <a {...anchor} ref={ref} href={to}>
      {children}
    </a>
  );
});
