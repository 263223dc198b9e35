import { describe, expect, it } from 'vitest';
import { approvalsOf, countsForContent } from './approvals';

describe('which decisions count for a proof', () => {
  const approval = { status: 'approved' as const, contentHash: 'h1' };

  it('an approval of the current content counts', () => {
    expect(countsForContent(approval, 'h1')).toBe(true);
  });

  it('a decline, an approval of other content, or a withdrawn approval does not', () => {
    expect(countsForContent({ ...approval, status: 'declined' }, 'h1')).toBe(false);
    expect(countsForContent(approval, 'h2')).toBe(false);
    expect(countsForContent({ ...approval, withdrawnAt: '2026-01-01T00:00:00.000Z' }, 'h1')).toBe(false);
    expect(approvalsOf([approval, { ...approval, withdrawnAt: '2026-01-01T00:00:00.000Z' }, { ...approval, contentHash: 'h0' }], 'h1')).toEqual([approval]);
  });
});
