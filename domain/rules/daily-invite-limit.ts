// The daily invitation limit (spec sections 5 and 9).
import { DAILY_INVITE_LIMIT } from '../constants';

/**
 * Requests counted for today: those whose created_at has today's date prefix. Dates are UTC,
 * as stored timestamps are (entities.ts), so "today" is the UTC day of `now`.
 */
export function invitesSentToday(createdAts: readonly string[], now: Date): number {
  const today = now.toISOString().slice(0, 10);
  return createdAts.filter((createdAt) => createdAt.startsWith(today)).length;
}

export function remainingInvites(sentToday: number): number {
  return Math.max(0, DAILY_INVITE_LIMIT - sentToday);
}

/** Invite and Remind buttons are disabled once this is true. */
export function isDailyInviteLimitReached(sentToday: number): boolean {
  return sentToday >= DAILY_INVITE_LIMIT;
}
