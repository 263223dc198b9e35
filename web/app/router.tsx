import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { portfolioLoader, projectLoader, proofLoader } from '../features/public/api/loaders';
import { AUTH_CALLBACK_PATH, AUTH_PATH } from '../lib/session/paths';
import { RouteErrorFallback } from './RouteErrorFallback';

type LazyModule = { default: React.ComponentType };
const lazyPage = (load: () => Promise<LazyModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Pages for signed-in people; anyone else goes to /auth first. */
const memberPages: RouteObject[] = [
  // /dashboard and its sections: /dashboard/proofs, /dashboard/validators, /dashboard/settings.
  { path: '/dashboard/:section?', ...lazyPage(() => import('../features/dashboard/DashboardPage')) },
  { path: '/create-project', ...lazyPage(() => import('../features/project-form/CreateProjectPage')) },
  { path: '/edit-project/:id', ...lazyPage(() => import('../features/project-form/EditProjectPage')) },
  { path: '/admin/*', ...lazyPage(() => import('../features/admin/AdminGate')) },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorFallback />,
    HydrateFallback: () => null,
    children: [
      { path: '/', ...lazyPage(() => import('../features/landing/LandingPage')) },
      { path: '/privacy', ...lazyPage(() => import('../features/legal/PrivacyPage')) },
      { path: '/terms', ...lazyPage(() => import('../features/legal/TermsPage')) },
      // Public pages for anyone (recruiters): outside the AuthLayout, so no OpenID Connect library.
      // Their loaders start the page's API call beside the download of its code (api/loaders.ts).
      { path: '/portfolio/:handle', loader: portfolioLoader, ...lazyPage(() => import('../features/public/PortfolioPage')) },
      // The profile's short public link (the sidebar's /u/{handle}) opens the portfolio.
      { path: '/u/:handle', loader: ({ params }) => redirect(`/portfolio/${encodeURIComponent(params.handle ?? '')}`) },
      { path: '/project/:id', loader: projectLoader, ...lazyPage(() => import('../features/public/ProjectPage')) },
      { path: '/proof', loader: proofLoader, ...lazyPage(() => import('../features/public/ProofPage')) },
      { path: '/proof/:number', loader: proofLoader, ...lazyPage(() => import('../features/public/ProofPage')) },
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

export const router = createBrowserRouter(routes);
