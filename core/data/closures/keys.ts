// The keys of account closures (core/data/closures/closures.ts).
// docs/data-model.md lists the layout and the access pattern each key serves.
import { canonicalIso, type Key } from '../plumbing/key-parts';

/** The item kinds of account closures (the `type` attribute). */
export const closureItemTypes = {
  scheduledClosure: 'ScheduledClosure',
} as const;

export const closureKeys = {
  /** One partition, by the time each account closes: the sweep reads those due, soonest first. */
  partition: 'CLOSURES',
  scheduledClosure: (closesAt: string, userId: string): Key => ({ pk: 'CLOSURES', sk: `${canonicalIso(closesAt)}#${userId}` }),
  /** Every closure due at `now` sorts at or before this sort key. */
  dueBy: (now: string): string => `${canonicalIso(now)}#~`,
} as const;
