// Analytics: sign-ups, proofs, co-signatures and verifications per day over the last 30 or 90
// days, and the funnel. The charts are hand-made SVG and load with this page only.
import { useState } from 'react';
import { ANALYTICS_PERIODS, DAILY_COUNTER_LABELS, DAILY_COUNTERS, type AnalyticsPeriod } from '../../../../domain/api/admin/analytics';
import { useAnalytics } from '../api/analytics';
import { AdminPage } from '../kit/AdminPage';
import { LoadError } from '../kit/LoadError';
import { Loading } from '../kit/Loading';
import { DailyChart } from './DailyChart';
import { FunnelChart } from './FunnelChart';

const COLOURS = { signups: '#1d4ed8', proofs: '#7c3aed', cosignatures: '#047857', verifications: '#b45309' } as const;

export function AnalyticsPage() {
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const answer = useAnalytics(days);
  return (
    <AdminPage title="Analytics" description="Activity per day (UTC), counted as it happens, and how far people get: signed up, created a proof, invited a co-signer, got a proof verified, published it.">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="text-sm font-medium text-slate-800">Period</legend>
        {ANALYTICS_PERIODS.map((period) => (
          <label key={period} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="analytics-period" value={period} checked={days === period} onChange={() => setDays(period)} />
            Last {period} days
          </label>
        ))}
      </fieldset>
      {answer.isPending ? <Loading what="the figures" /> : answer.isError ? <LoadError error={answer.error} /> : null}
      {answer.data ? (
        <>
          <div className="grid gap-4 xl:grid-cols-2">
            {DAILY_COUNTERS.map((counter) => (
              <DailyChart key={counter} series={answer.data.series} counter={counter} label={DAILY_COUNTER_LABELS[counter]} colour={COLOURS[counter]} />
            ))}
          </div>
          <FunnelChart funnel={answer.data.funnel} />
        </>
      ) : null}
    </AdminPage>
  );
}
