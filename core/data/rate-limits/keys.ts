// The keys of content-suggestion counters: one per user and fixed window (window start, canonical UTC ISO).
// docs/data-model.md lists the layout and the access pattern each key serves.
import { canonicalIso, type Key, userPartition } from '../plumbing/key-parts';

/** The item kinds of rate limits (the `type` attribute). */
export const rateLimitItemTypes = {
  suggestionCounter: 'SuggestionCounter',
} as const;

export const rateLimitKeys = {
  suggestionCounter: (userId: string, windowStart: string): Key => ({ pk: userPartition(userId), sk: `SUGGESTIONS#${canonicalIso(windowStart)}` }),
} as const;
