// The admin sidebar's links, in the spec's order and words: the overview, the spec's three pages,
// and the operations console behind them. Each path has one page in admin-routes.tsx.
export interface AdminLink {
  readonly label: string;
  /** Path under /admin; '' is the overview at /admin itself. */
  readonly path: string;
}

export const ADMIN_LINKS: readonly AdminLink[] = [
  { label: 'Overview', path: '' },
  { label: 'Users', path: 'users' },
  { label: 'Roles', path: 'roles' },
  { label: 'Recognitions', path: 'recognitions' },
  { label: 'Validations', path: 'validations' },
  { label: 'Domains', path: 'domains' },
  { label: 'Content', path: 'content' },
  { label: 'Appeals', path: 'appeals' },
  { label: 'Jobs', path: 'jobs' },
  { label: 'Data requests', path: 'data-requests' },
  { label: 'Emails', path: 'emails' },
  { label: 'Analytics', path: 'analytics' },
  { label: 'Audit', path: 'audit' },
  { label: 'Settings', path: 'settings' },
];

export const adminPath = (path: string): string => (path ? `/admin/${path}` : '/admin');
