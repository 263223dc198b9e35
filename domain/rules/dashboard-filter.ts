// The My Proofs filter tabs of the dashboard (spec section 4).
import type { Proof } from '../entities';

export const DASHBOARD_FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'draft', label: 'Draft' },
  { id: 'pending', label: 'Pending' },
  { id: 'verified', label: 'Verified' },
] as const;
export type DashboardFilter = (typeof DASHBOARD_FILTERS)[number]['id'];

/** Draft = status draft; Pending = status pending_validation; Verified = the verified flag. */
export function matchesDashboardFilter(project: Pick<Proof, 'status' | 'verified'>, filter: DashboardFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'draft':
      return project.status === 'draft';
    case 'pending':
      return project.status === 'pending_validation';
    case 'verified':
      return project.verified;
  }
}
