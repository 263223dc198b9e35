import { describe, expect, it } from 'vitest';
import type { ProofStatus } from '../entities';
import { DASHBOARD_FILTERS, matchesDashboardFilter } from './dashboard-filter';

const p = (status: ProofStatus, verified = false) => ({ status, verified });

describe('matchesDashboardFilter', () => {
  it('has the tabs All, Draft, Pending, Verified in order', () => {
    expect(DASHBOARD_FILTERS.map((f) => f.label)).toEqual(['All', 'Draft', 'Pending', 'Verified']);
  });
  it('All matches everything', () => {
    for (const status of ['draft', 'pending', 'pending_validation', 'published'] as const) {
      expect(matchesDashboardFilter(p(status), 'all')).toBe(true);
    }
  });
  it('Draft matches status draft only', () => {
    expect(matchesDashboardFilter(p('draft'), 'draft')).toBe(true);
    expect(matchesDashboardFilter(p('pending_validation'), 'draft')).toBe(false);
  });
  it('Pending matches status pending_validation only (not pending)', () => {
    expect(matchesDashboardFilter(p('pending_validation'), 'pending')).toBe(true);
    expect(matchesDashboardFilter(p('pending'), 'pending')).toBe(false);
    expect(matchesDashboardFilter(p('draft'), 'pending')).toBe(false);
  });
  it('Verified matches the verified flag, whatever the status', () => {
    expect(matchesDashboardFilter(p('published', true), 'verified')).toBe(true);
    expect(matchesDashboardFilter(p('pending_validation', true), 'verified')).toBe(true);
    expect(matchesDashboardFilter(p('published', false), 'verified')).toBe(false);
  });
});
