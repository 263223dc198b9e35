// Where the dashboard's sections and the My Proofs filter live in the address, so each can be
// linked, bookmarked and reached again with Back: /dashboard (the overview), /dashboard/proofs,
// /dashboard/validators, /dashboard/settings; the filter is ?filter=draft|pending|verified.
// Portfolio is the public page /portfolio/{username or id}, outside the dashboard.
import { useSearchParams } from 'react-router-dom';
import { DASHBOARD_FILTERS, type DashboardFilter } from '../../../domain/rules/dashboard-filter';

export const DASHBOARD_TABS = ['Dashboard', 'My Proofs', 'Portfolio', 'Validators', 'Settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export type DashboardSection = Exclude<DashboardTab, 'Portfolio'>;

export const SECTION_PATHS: Readonly<Record<DashboardSection, string>> = {
  Dashboard: '/dashboard',
  'My Proofs': '/dashboard/proofs',
  Validators: '/dashboard/validators',
  Settings: '/dashboard/settings',
};

/** The section for the path segment after /dashboard; null for one that does not exist. */
export function sectionFor(segment: string | undefined): DashboardSection | null {
  const path = segment === undefined ? '/dashboard' : `/dashboard/${segment}`;
  const found = Object.entries(SECTION_PATHS).find(([, sectionPath]) => sectionPath === path);
  return found ? (found[0] as DashboardSection) : null;
}

export const portfolioPathOf = (profile: { username: string; id: string }) => `/portfolio/${encodeURIComponent(profile.username || profile.id)}`;

/**
 * The My Proofs filter, read from ?filter= (anything unknown reads as All). Choosing one replaces
 * the history entry: the filter is part of the link, not a step to go Back through.
 */
export function useProofFilter(): [DashboardFilter, (filter: DashboardFilter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('filter');
  const filter = DASHBOARD_FILTERS.find(({ id }) => id === asked)?.id ?? 'all';
  const setFilter = (next: DashboardFilter) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete('filter');
        else params.set('filter', next);
        return params;
      },
      { replace: true },
    );
  return [filter, setFilter];
}
