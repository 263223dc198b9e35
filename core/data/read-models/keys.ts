// The keys of the read models: items derived from the entities, rewritten whenever they change.
// docs/data-model.md lists the layout and the access pattern each key serves.
import { canonicalIso, type Key, normalizeProofNumber, normalizeUsername, userPartition } from '../plumbing/key-parts';

/** The item kinds of the public read model (the `type` attribute). */
export const publicViewItemTypes = {
  publicProofView: 'PublicProofView',
  publicProjectView: 'PublicProjectView',
  publicPortfolioProfile: 'PublicPortfolioProfile',
  publicPortfolioProof: 'PublicPortfolioProof',
  publicModelMarker: 'PublicModelMarker',
} as const;

export const publicViewKeys = {
  publicProofView: (proofNumber: string): Key => ({ pk: `PUBLIC#PROOF#${normalizeProofNumber(proofNumber)}`, sk: 'VIEW' }),
  /** The proof number a proof view's partition key names (null for any other key). */
  proofNumberOfView: (pk: string | undefined): string | null => (pk?.startsWith('PUBLIC#PROOF#') ? pk.slice('PUBLIC#PROOF#'.length) || null : null),
  publicProjectView: (proofId: string): Key => ({ pk: `PUBLIC#PROJECT#${proofId}`, sk: 'VIEW' }),
  publicPortfolioPartition: (userId: string) => `PUBLIC#PORTFOLIO#${userId}`,
  /** Sorts after every proof entry, so a descending Query reads the profile first. */
  publicPortfolioProfile: (userId: string): Key => ({ pk: `PUBLIC#PORTFOLIO#${userId}`, sk: '~PROFILE' }),
  publicPortfolioProof: (userId: string, createdAt: string, proofId: string): Key => ({ pk: `PUBLIC#PORTFOLIO#${userId}`, sk: `PROOF#${canonicalIso(createdAt)}#${proofId}` }),
  /** The portfolio by username (gsi1): every entry of the portfolio carries its owner's handle. */
  publicPortfolioHandle: (username: string, sk: string) => ({ gsi1pk: `PUBLIC#HANDLE#${normalizeUsername(username)}`, gsi1sk: sk }),
  publicPortfolioHandlePartition: (username: string) => `PUBLIC#HANDLE#${normalizeUsername(username)}`,
  /** Which version of the read model the table holds (the local runtime backfills older data). */
  publicModelMarker: { pk: 'PUBLIC#MODEL', sk: 'VERSION' } as Key,
} as const;

/** The item kinds of the admin overview counters (the `type` attribute). */
export const statsItemTypes = {
  statsShard: 'StatsShard',
} as const;

export const statsKeys = {
  statsPartition: 'STATS',
  statsShard: (shard: number): Key => ({ pk: 'STATS', sk: `SHARD#${String(shard).padStart(2, '0')}` }),
} as const;

/** The item kinds of analytics (the `type` attribute). */
export const analyticsItemTypes = {
  dailyCounter: 'DailyCounter',
  funnelShard: 'FunnelShard',
  milestone: 'Milestone',
} as const;

export const analyticsKeys = {
  /** Analytics: per-day counters in a few shards, and the all-time funnel's shards. */
  dailyCounter: (day: string, shard: number): Key => ({ pk: 'ANALYTICS', sk: `DAY#${day}#${String(shard).padStart(2, '0')}` }),
  dailyCounterDay: (day: string) => `DAY#${day}#`,
  analyticsPartition: 'ANALYTICS',
  funnelShard: (shard: number): Key => ({ pk: 'ANALYTICS', sk: `FUNNEL#${String(shard).padStart(2, '0')}` }),
  funnelPrefix: 'FUNNEL#',
  /** A user reached a funnel step (first proof, first invitation...): counted once. */
  milestone: (userId: string, step: string): Key => ({ pk: userPartition(userId), sk: `MILESTONE#${step}` }),
} as const;

/** The item kinds of the user-search word index (the `type` attribute). */
export const nameWordItemTypes = {
  nameWord: 'ProfileNameWord',
} as const;

export const nameWordKeys = {
  /**
   * One item per word of a user's display name or username, in the partition of its first
   * character; within a word, newest account first (the sort key carries the inverted join time).
   */
  nameWord: (word: string, createdAt: string, userId: string): Key => ({
    pk: `NAMEWORD#${word.slice(0, 1)}`,
    sk: `${word}#${String(9_999_999_999_999 - new Date(canonicalIso(createdAt)).getTime()).padStart(13, '0')}#${userId}`,
  }),
  nameWordPartition: (prefix: string) => `NAMEWORD#${prefix.slice(0, 1)}`,
} as const;

/** The item kinds of the proof-title word index (the `type` attribute). */
export const titleWordItemTypes = {
  proofTitleWord: 'ProofTitleWord',
} as const;

export const titleWordKeys = {
  /** A word of a proof's title, lower-cased, for the admin's word-prefix search (one item per word). */
  proofTitleWord: (word: string, proofId: string): Key => ({ pk: `TITLEWORD#${Array.from(word)[0] ?? ''}`, sk: `${word}#${proofId}` }),
  proofTitleWordPartition: (prefix: string) => `TITLEWORD#${Array.from(prefix)[0] ?? ''}`,
} as const;

/** The item kinds of the admin's feed (the `type` attribute). */
export const adminFeedItemTypes = {
  adminFeedEntry: 'AdminFeedEntry',
} as const;

export const adminFeedKeys = {
  /** What the admin's validations page lists, by kind (decisions, expired requests, integrity signals), newest first. */
  adminFeedEntry: (kind: string, at: string, entryId: string): Key => ({ pk: `ADMINFEED#${kind}`, sk: `${canonicalIso(at)}#${entryId}` }),
  adminFeedPartition: (kind: string) => `ADMINFEED#${kind}`,
  /** The entries about one proof (gsi2), so they go when its owner deletes it. */
  adminFeedEntryOfProof: (proofId: string, kind: string, at: string, entryId: string) => ({ gsi2pk: `FEEDOF#${proofId}`, gsi2sk: `${kind}#${canonicalIso(at)}#${entryId}` }),
  adminFeedOfProofPartition: (proofId: string) => `FEEDOF#${proofId}`,
} as const;
