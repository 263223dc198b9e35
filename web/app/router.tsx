import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AUTH_CALLBACK_PATH, AUTH_PATH } from './auth/paths';
import { RouteErrorFallback } from './RouteErrorFallback';

type LazyModule = { default: React.ComponentType };
const lazyPage = (load: () => Promise<LazyModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Pages for signed-in people; anyone else goes to /auth first. */
const memberPages: RouteObject[] = [{ path: '/dashboard', ...lazyPage(() => import('../features/dashboard/DashboardPage')) }];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorFallback />,
    HydrateFallback: () => null,
    children: [
      { path: '/', ...lazyPage(() => import('../features/landing/LandingPage')) },
      { path: '/privacy', ...lazyPage(() => import('../features/legal/PrivacyPage')) },
      { path: '/terms', ...lazyPage(() => import('../features/legal/TermsPage')) },
      {
        // Sign-in and everything behind it: the OpenID Connect library loads here only.
        ...lazyPage(() => import('./auth/AuthLayout')),
        children: [
          { path: AUTH_PATH, ...lazyPage(() => import('../features/auth/AuthPage')) },
          { path: AUTH_CALLBACK_PATH, ...lazyPage(() => import('../features/auth/AuthCallbackPage')) },
          { ...lazyPage(() => import('./auth/RequireAuth')), children: memberPages },
        ],
      },
      { path: '*', ...lazyPage(() => import('../features/not-found/NotFoundPage')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
