// The admin pages under /admin (inside AdminGate, so only admins reach them). Each page is its own
// lazy module: adding a page is one line here, and its code loads only when it is opened. Paths
// match admin-nav.ts.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

type PageModule = Record<string, unknown>;

/** A lazily loaded page: the module's default export, or the named one. */
function page<M extends PageModule>(load: () => Promise<M>, name: keyof M & string = 'default'): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

const pending = () => import('./pending/pending-pages');

export const adminRoutes: RouteObject[] = [
  { index: true, ...page(() => import('./overview/OverviewPage')) },
  { path: 'users', ...page(() => import('./users/UsersPage')) },
  { path: 'users/:id', ...page(() => import('./users/UserDetailPage')) },
  { path: 'roles', ...page(() => import('./roles/RolesPage')) },
  { path: 'recognitions', ...page(() => import('./recognitions/RecognitionsPage')) },
  { path: 'recognitions/:id', ...page(() => import('./recognitions/RecognitionDetailPage')) },
  { path: 'validations', ...page(() => import('./validations/ValidationsPage')) },
  { path: 'domains', ...page(pending, 'DomainsPending') },
  { path: 'content', ...page(() => import('./content/ContentPage')) },
  { path: 'jobs', ...page(pending, 'JobsPending') },
  { path: 'emails', ...page(pending, 'EmailsPending') },
  { path: 'analytics', ...page(pending, 'AnalyticsPending') },
  { path: 'audit', ...page(pending, 'AuditPending') },
  { path: 'settings', ...page(pending, 'SettingsPending') },
];
