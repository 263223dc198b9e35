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

export const adminRoutes: RouteObject[] = [
  { index: true, ...page(() => import('./overview/OverviewPage')) },
  { path: 'users', ...page(() => import('./users/UsersPage')) },
  { path: 'users/:id', ...page(() => import('./users/UserDetailPage')) },
  { path: 'roles', ...page(() => import('./roles/RolesPage')) },
  { path: 'recognitions', ...page(() => import('./proofs/ProofsPage')) },
  { path: 'recognitions/:id', ...page(() => import('./proofs/ProofDetailPage')) },
  { path: 'validations', ...page(() => import('./validations/ValidationsPage')) },
  { path: 'domains', ...page(() => import('./domains/DomainsPage'), 'DomainsPage') },
  { path: 'content', ...page(() => import('./content/ContentPage')) },
  { path: 'appeals', ...page(() => import('./appeals/AppealsPage')) },
  { path: 'jobs', ...page(() => import('./jobs/JobsPage'), 'JobsPage') },
  { path: 'data-requests', ...page(() => import('./data-requests/DataRequestsPage')) },
  { path: 'emails', ...page(() => import('./emails/EmailsPage'), 'EmailsPage') },
  { path: 'analytics', ...page(() => import('./analytics/AnalyticsPage'), 'AnalyticsPage') },
  { path: 'audit', ...page(() => import('./audit/AuditPage'), 'AuditPage') },
  { path: 'settings', ...page(() => import('./settings/SettingsPage'), 'SettingsPage') },
];
