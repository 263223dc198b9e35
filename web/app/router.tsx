import { createBrowserRouter, redirect, type DataRouter, type RouteObject } from 'react-router-dom';
import { adminRoutes } from '../features/admin/admin-routes';
import { AUTH_CALLBACK_PATH, AUTH_PATH } from '../lib/session/paths';
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
      { path: '/verify-proofs', ...lazyPage(() => import('../features/public/VerifyProofsPage')) },
      { path: '/bundle/:id', ...lazyPage(() => import('../features/public/BundlePage')) },
      // A co-signer's private withdrawal link (from their confirmation mail): public, no sign-in.
      { path: '/withdraw/:token', ...lazyPage(() => import('../features/withdrawal/WithdrawalPage')) },
      // What Provenly holds about an address, and its removal (docs/data-rights.md): public, a private link mailed there.
      { path: '/your-data', ...lazyPage(() => import('../features/your-data/YourDataPage')) },
      { path: '/your-data/:token', ...lazyPage(() => import('../features/your-data/YourDataPage')) },
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

/** The router of the whole app, which the browser renders itself (a public page the server rendered
 * is hydrated by its own entry: web/public-main.tsx). */
export const createRouter = (): DataRouter => createBrowserRouter(routes);
