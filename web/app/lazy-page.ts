import type { RouteObject } from 'react-router-dom';

type LazyModule = { default: React.ComponentType };

/** A route whose page downloads when the route matches. */
export const lazyPage = (load: () => Promise<LazyModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});
