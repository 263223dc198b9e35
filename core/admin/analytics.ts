// The Analytics page: activity per day over the last 30 or 90 days (UTC days, today included)
// and the funnel, from the counters written as things happen (core/data/read-models/analytics.ts).
import { DAILY_COUNTERS, FUNNEL_STEPS, type AnalyticsAnswer, type AnalyticsPeriod, type DailyCounter } from '../../domain/api/admin/analytics';
import { clock } from '../clock';
import { readDailyCounts, readFunnel } from '../data/read-models/analytics';
import { utcDay } from '../data/plumbing/key-parts';

export async function analytics(days: AnalyticsPeriod, now: Date = clock.now()): Promise<AnalyticsAnswer> {
  const lastDay = utcDay(now);
  const firstDay = utcDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  const [series, funnel] = await Promise.all([readDailyCounts(firstDay, lastDay), readFunnel()]);
  const totals = Object.fromEntries(DAILY_COUNTERS.map((name) => [name, series.reduce((sum, day) => sum + day[name], 0)])) as Record<DailyCounter, number>;
  return { days, series, totals, funnel: FUNNEL_STEPS.map((step) => ({ step, people: funnel[step] })) };
}
