import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireAuth } from './auth/RequireAuth';
import { AUTH_CALLBACK_PATH, AUTH_PATH } from './auth/paths';
import { RouteErrorFallback } from './RouteErrorFallback';

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorFallback />,
    children: [
      { path: '/', ...lazyPage(() => import('../features/landing/LandingPage')) },
      { path: AUTH_PATH, ...lazyPage(() => import('../features/auth/AuthPage')) },
      { path: AUTH_CALLBACK_PATH, ...lazyPage(() => import('../features/auth/AuthCallbackPage')) },
      {
        element: <RequireAuth />,
        children: [{ path: '/dashboard', ...lazyPage(() => import('../features/dashboard/DashboardPage')) }],
      },
      { path: '/privacy', ...lazyPage(() => import('../features/legal/PrivacyPage')) },
      { path: '/terms', ...lazyPage(() => import('../features/legal/TermsPage')) },
      { path: '*', ...lazyPage(() => import('../features/not-found/NotFoundPage')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
