import { describe, expect, it } from 'vitest';
import { statusBadge } from './status-badge';

describe('statusBadge', () => {
  it('is Verified whenever the verified flag is set', () => {
    expect(statusBadge({ status: 'draft', verified: true })).toBe('Verified');
    expect(statusBadge({ status: 'published', verified: true })).toBe('Verified');
  });
  it('is Pending for pending and pending_validation', () => {
    expect(statusBadge({ status: 'pending', verified: false })).toBe('Pending');
    expect(statusBadge({ status: 'pending_validation', verified: false })).toBe('Pending');
  });
  it('is Draft for draft or no status', () => {
    expect(statusBadge({ status: 'draft', verified: false })).toBe('Draft');
    expect(statusBadge({ status: null, verified: false })).toBe('Draft');
    expect(statusBadge({ status: '', verified: false })).toBe('Draft');
  });
  it('shows any other status raw', () => {
    expect(statusBadge({ status: 'published', verified: false })).toBe('published');
  });
});
