// The public pages anyone (recruiters) reads: outside the AuthLayout, so no OpenID Connect library.
// Their loaders start the page's API call beside the download of its code (api/loaders.ts). The
// server renders the same routes into the first HTML (web/ssr/), so each has a fixed id: the
// browser hands its loader's data to the router under that id when it hydrates.
import type { RouteObject } from 'react-router-dom';
import { portfolioLoader, projectLoader, proofLoader } from '../features/public/api/loaders';
import { lazyPage } from './lazy-page';

export const PUBLIC_PAGE_IDS = {
  portfolio: 'public-portfolio',
  project: 'public-project',
  proofSearch: 'public-proof-search',
  proof: 'public-proof',
} as const;

export const publicPageRoutes: RouteObject[] = [
  { id: PUBLIC_PAGE_IDS.portfolio, path: '/portfolio/:handle', loader: portfolioLoader, ...lazyPage(() => import('../features/public/PortfolioPage')) },
  { id: PUBLIC_PAGE_IDS.project, path: '/project/:id', loader: projectLoader, ...lazyPage(() => import('../features/public/ProjectPage')) },
  { id: PUBLIC_PAGE_IDS.proofSearch, path: '/proof', loader: proofLoader, ...lazyPage(() => import('../features/public/ProofPage')) },
  { id: PUBLIC_PAGE_IDS.proof, path: '/proof/:number', loader: proofLoader, ...lazyPage(() => import('../features/public/ProofPage')) },
];

/** The id of the route tree's root; the server's tree has the same root. */
export const ROOT_ROUTE_ID = 'root';
