import { createBrowserRouter, matchRoutes, redirect, type DataRouter, type RouteObject } from 'react-router-dom';
import { adminRoutes } from '../features/admin/admin-routes';
import { AUTH_CALLBACK_PATH, AUTH_PATH } from '../lib/session/paths';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { lazyPage } from './lazy-page';
import { publicPageRoutes, ROOT_ROUTE_ID } from './public-routes';
import { RouteErrorFallback } from './RouteErrorFallback';

/** Pages for signed-in people; anyone else goes to /auth first. */
const memberPages: RouteObject[] = [
  // /dashboard and its sections: /dashboard/proofs, /dashboard/validators, /dashboard/settings.
  { path: '/dashboard/:section?', ...lazyPage(() => import('../features/dashboard/DashboardPage')) },
  { path: '/create-project', ...lazyPage(() => import('../features/project-form/CreateProjectPage')) },
  { path: '/edit-project/:id', ...lazyPage(() => import('../features/project-form/EditProjectPage')) },
  // The admin panel: the gate and its frame, then one lazy page per sidebar link.
  { path: '/admin', ...lazyPage(() => import('../features/admin/AdminGate')), children: adminRoutes },
];

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    errorElement: <RouteErrorFallback />,
    HydrateFallback: () => null,
    children: [
      { path: '/', ...lazyPage(() => import('../features/landing/LandingPage')) },
      { path: '/privacy', ...lazyPage(() => import('../features/legal/PrivacyPage')) },
      { path: '/terms', ...lazyPage(() => import('../features/legal/TermsPage')) },
      ...publicPageRoutes,
      // The profile's short public link (the sidebar's /u/{handle}) opens the portfolio.
      { path: '/u/:handle', loader: ({ params }) => redirect(`/portfolio/${encodeURIComponent(params.handle ?? '')}`) },
      { path: '/verify/:productId', ...lazyPage(() => import('../features/public/VerifyPage')) },
      { path: '/verify-proof', ...lazyPage(() => import('../features/public/VerifyProofPage')) },
      // A co-signer's private withdrawal link (from their confirmation mail): public, no sign-in.
      { path: '/withdraw/:token', ...lazyPage(() => import('../features/withdrawal/WithdrawalPage')) },
      {
        // Sign-in and everything behind it: the OpenID Connect library loads here only.
        ...lazyPage(() => import('./auth/AuthLayout')),
        children: [
          { path: AUTH_PATH, ...lazyPage(() => import('../features/auth/AuthPage')) },
          { path: AUTH_CALLBACK_PATH, ...lazyPage(() => import('../features/auth/AuthCallbackPage')) },
          // The validation portal is public, but signs validators in with LinkedIn when asked.
          { path: '/validate', ...lazyPage(() => import('../features/validation-portal/ValidationPortalPage')) },
          { path: '/validate/:token', ...lazyPage(() => import('../features/validation-portal/ValidationPortalPage')) },
          { ...lazyPage(() => import('./auth/RequireAuth')), children: memberPages },
        ],
      },
      // Portable credentials: anyone checks a credential (pasted, or a baked badge image).
      { path: '/credentials/verify', ...lazyPage(() => import('../features/public/VerifyCredentialPage')) },
      { path: '*', ...lazyPage(() => import('../features/not-found/NotFoundPage')) },
    ],
  },
];

/** The pages the server renders, under a root like the real one: the same page route objects as in `routes`. */
const serverRenderedRoutes: RouteObject[] = [{ id: ROOT_ROUTE_ID, children: publicPageRoutes }];

/** The router of a page the browser renders itself. */
export const createRouter = (): DataRouter => createBrowserRouter(routes);

/**
 * The router of a page the server rendered (web/ssr/): the matched pages' code is loaded first and
 * their loaders' data given to the router, so its first render is the page, as on the server, and
 * React adopts the server's HTML instead of replacing it.
 */
export async function createHydratingRouter(): Promise<DataRouter> {
  const request = new Request(window.location.href);
  // Only a public page arrives rendered: matching those few routes, not the whole tree, finds it.
  const matches = matchRoutes(serverRenderedRoutes, window.location) ?? [];
  await yieldToBrowser();
  await Promise.all(matches.map(async ({ route }) => {
    if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
  }));
  await yieldToBrowser();
  const loaderData: Record<string, unknown> = {};
  const url = new URL(window.location.href);
  for (const { route, params } of matches) {
    if (route.id && typeof route.loader === 'function') {
      loaderData[route.id] = await route.loader({ params, request, url, pattern: route.path ?? '', context: undefined });
    }
  }
  await yieldToBrowser();
  return createBrowserRouter(routes, { hydrationData: { loaderData } });
}
