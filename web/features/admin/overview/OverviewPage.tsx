// 'Dashboard Overview' (spec section 2): Total Users, Recognitions, Validations and Verification
// Rate from the stats counters; four card skeletons while they load.
import { panel } from '../../../components/button-styles';
import { useAdminStats } from '../api/overview';
import { AdminPage } from '../kit/AdminPage';
import { LoadError } from '../kit/LoadError';

const number = new Intl.NumberFormat('en-US');

export default function OverviewPage() {
  const stats = useAdminStats();
  const cards = stats.data
    ? [
        { label: 'Total Users', value: number.format(stats.data.totalUsers) },
        { label: 'Recognitions', value: number.format(stats.data.recognitions) },
        { label: 'Validations', value: number.format(stats.data.validations) },
        { label: 'Verification Rate', value: `${stats.data.verificationRate}%` },
      ]
    : null;
  return (
    <AdminPage title="Dashboard Overview">
      {stats.isError && <LoadError error={stats.error} />}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={!cards} aria-label="Platform statistics">
        {cards
          ? cards.map((card) => (
              <li key={card.label} className={panel}>
                <p className="text-sm font-medium text-slate-600">{card.label}</p>
                <p className="mt-2 text-3xl font-bold text-slate-900">{card.value}</p>
              </li>
            ))
          : Array.from({ length: 4 }, (_, i) => (
              <li key={i} className={panel} data-testid="stat-skeleton">
                <span className="block h-4 w-24 animate-pulse rounded bg-slate-200" />
                <span className="mt-3 block h-8 w-16 animate-pulse rounded bg-slate-200" />
              </li>
            ))}
      </ul>
    </AdminPage>
  );
}
