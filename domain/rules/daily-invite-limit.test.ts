import { describe, expect, it } from 'vitest';
import { invitesSentToday, isDailyInviteLimitReached, remainingInvites } from './daily-invite-limit';

describe('invitesSentToday', () => {
  it('counts created_at values with the UTC date prefix of now', () => {
    const now = new Date('2025-05-20T23:59:59.000Z');
    expect(
      invitesSentToday(['2025-05-20T00:00:00.000Z', '2025-05-20T23:59:59.999Z', '2025-05-19T23:59:59.999Z', '2025-05-21T00:00:00.000Z'], now),
    ).toBe(2);
  });
});

describe('daily limit', () => {
  it('is reached at 10', () => {
    expect(isDailyInviteLimitReached(9)).toBe(false);
    expect(isDailyInviteLimitReached(10)).toBe(true);
    expect(isDailyInviteLimitReached(11)).toBe(true);
  });
  it('leaves 10 - sent invitations, never fewer than 0', () => {
    expect(remainingInvites(0)).toBe(10);
    expect(remainingInvites(9)).toBe(1);
    expect(remainingInvites(10)).toBe(0);
    expect(remainingInvites(12)).toBe(0);
  });
});
