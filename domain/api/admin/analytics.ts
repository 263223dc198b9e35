// Wire shapes of the Analytics page (/admin/analytics): activity per day over the last 30 or 90
// days, and the funnel signed up -> created a proof -> invited -> verified -> published.
import * as z from 'zod';

export const ANALYTICS_PERIODS = [30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** What is counted per day, at the moment it happens. */
export const DAILY_COUNTERS = ['signups', 'proofs', 'cosignatures', 'verifications'] as const;
export type DailyCounter = (typeof DAILY_COUNTERS)[number];

export const DAILY_COUNTER_LABELS: Record<DailyCounter, string> = {
  signups: 'Sign-ups',
  proofs: 'Proofs created',
  cosignatures: 'Co-signatures',
  verifications: 'Verifications',
};

/** The funnel's steps, in order: how many people reached each at least once. */
export const FUNNEL_STEPS = ['signedUp', 'createdProof', 'invited', 'verified', 'published'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  signedUp: 'Signed up',
  createdProof: 'Created a proof',
  invited: 'Invited a co-signer',
  verified: 'Got a proof verified',
  published: 'Published a proof',
};

export interface DayCounts {
  /** YYYY-MM-DD, UTC. */
  readonly day: string;
  readonly signups: number;
  readonly proofs: number;
  readonly cosignatures: number;
  readonly verifications: number;
}

/** GET /api/admin/analytics?days=30|90 */
export interface AnalyticsAnswer {
  readonly days: AnalyticsPeriod;
  /** Oldest first, one entry per day of the period (zeros included), today last. */
  readonly series: readonly DayCounts[];
  readonly totals: Readonly<Record<DailyCounter, number>>;
  /** People who reached each step, since counting began. */
  readonly funnel: readonly { readonly step: FunnelStep; readonly people: number }[];
}

export const analyticsQuerySchema = z.object({
  days: z.enum(['30', '90'], { error: 'days must be 30 or 90' }).default('30').transform((days) => Number(days) as AnalyticsPeriod),
});
