// A project's relative age on its card (spec section 2, Project card).
import { DAY_IN_MS } from '../constants';

/**
 * Whole elapsed 24-hour days decide the text, so the result does not depend on a time zone:
 * under 1 day 'Today' (also for a future time), under 7 'Nd ago', under 30 'Nw ago' (whole weeks),
 * otherwise 'Nmo ago' where a month is counted as 30 days.
 */
export function relativeAge(from: Date | string, now: Date): string {
  const days = Math.floor((now.getTime() - new Date(from).getTime()) / DAY_IN_MS);
  if (!Number.isFinite(days) || days < 1) return 'Today';
  if (days < 7) return `${days}d ago`;
  if (days < 30) return `${Math.floor(days / 7)}w ago`;
  return `${Math.floor(days / 30)}mo ago`;
}
