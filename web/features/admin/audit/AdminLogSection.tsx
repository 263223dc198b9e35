// The admin action log, newest first, paged: who did what, to what, when and why; and its verify.
import type { AdminLogEntry } from '../../../../domain/api/admin/admin-log';
import { buttonSizes, panel, primaryButton } from '../../../components/button-styles';
import { useAdminLog, useVerifyAdminLog } from '../api/audit';
import { AdminTable } from '../kit/AdminTable';
import { formatWhen } from '../kit/dates';
import { LoadError } from '../kit/LoadError';
import { Pager } from '../kit/Pager';
import { cell } from '../kit/table-styles';
import { usePagedList } from '../kit/usePagedList';
import { VerifyResult } from './VerifyResult';

const detailsText = (details: AdminLogEntry['details']) =>
  Object.entries(details)
    .filter(([, value]) => value !== null && value !== '')
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(' · ');

/** A long id shortened for a table cell (the full id is in its title). */
const shortId = (id: string): string => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

export function AdminLogSection() {
  const log = usePagedList(useAdminLog(), 'more');
  const verify = useVerifyAdminLog();
  return (
    <section aria-labelledby="admin-log-title" className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-log-title" className="text-lg font-semibold text-slate-900">
          Admin action log
        </h2>
        <button type="button" className={`${primaryButton} ${buttonSizes.sm}`} onClick={() => verify.mutate()} disabled={verify.isPending}>
          {verify.isPending ? 'Verifying…' : 'Verify log'}
        </button>
      </div>
      <div className="mt-3 space-y-3">
        <VerifyResult answer={verify.data} noun="entry" />
        {verify.isError ? <LoadError error={verify.error} /> : null}
        <AdminTable caption="Admin actions, newest first" columns={['#', 'When', 'Who', 'What', 'Why']} status={log.status} loadingWhat="the admin log" empty="No admin actions yet.">
          {log.rows.map((entry) => (
            <tr key={entry.seq}>
              <td className={cell}>{entry.seq}</td>
              <td className={cell}>{formatWhen(entry.at)}</td>
              <td className={`${cell} font-mono text-xs`} title={entry.actor}>
                {shortId(entry.actor)}
              </td>
              <td className={cell}>
                <span className="font-medium">{entry.action}</span> <span className="break-all">{entry.target}</span>
                {Object.keys(entry.details).length > 0 ? <span className="block text-xs text-slate-600">{detailsText(entry.details)}</span> : null}
              </td>
              <td className={cell}>{entry.reason ?? '—'}</td>
            </tr>
          ))}
        </AdminTable>
        <Pager list={log} label="Show older actions" />
      </div>
    </section>
  );
}
