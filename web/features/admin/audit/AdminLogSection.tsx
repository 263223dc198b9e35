// The admin action log, newest first, paged: who did what, to what, when and why; and its verify.
import type { AdminLogEntry } from '../../../../domain/api/admin/admin-log';
import type { ChainVerificationAnswer } from '../../../../domain/api/admin/audit';
import { buttonSizes, panel, primaryButton, secondaryButton } from '../../../components/button-styles';
import { LoadError, Loading } from '../ops/AdminPage';
import { useAdminChange, useAdminPages } from '../ops/admin-api';
import { dateTime, shortId } from '../ops/format';
import { table, tableWrap, td, th } from '../ops/styles';
import { VerifyResult } from './VerifyResult';

const detailsText = (details: AdminLogEntry['details']) =>
  Object.entries(details)
    .filter(([, value]) => value !== null && value !== '')
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(' · ');

export function AdminLogSection() {
  const log = useAdminPages<AdminLogEntry>(['log'], '/log');
  const verify = useAdminChange<void, ChainVerificationAnswer>(() => ({ path: '/log/verify', method: 'POST' }));
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
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
        {log.isPending ? <Loading what="the admin log" /> : log.isError ? <LoadError error={log.error} /> : null}
        {log.isSuccess && entries.length === 0 ? <p className="text-sm text-slate-600">No admin actions yet.</p> : null}
        {entries.length > 0 ? (
          <div className={tableWrap}>
            <table className={table}>
              <caption className="sr-only">Admin actions, newest first</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>#</th>
                  <th scope="col" className={th}>When</th>
                  <th scope="col" className={th}>Who</th>
                  <th scope="col" className={th}>What</th>
                  <th scope="col" className={th}>Why</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {entries.map((entry) => (
                  <tr key={entry.seq}>
                    <td className={td}>{entry.seq}</td>
                    <td className={td}>{dateTime(entry.at)}</td>
                    <td className={`${td} font-mono text-xs`} title={entry.actor}>
                      {shortId(entry.actor)}
                    </td>
                    <td className={td}>
                      <span className="font-medium">{entry.action}</span> <span className="break-all">{entry.target}</span>
                      {Object.keys(entry.details).length > 0 ? <span className="block text-xs text-slate-600">{detailsText(entry.details)}</span> : null}
                    </td>
                    <td className={td}>{entry.reason ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {log.hasNextPage ? (
          <button type="button" className={`${secondaryButton} ${buttonSizes.sm}`} onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? 'Loading…' : 'Show older actions'}
          </button>
        ) : null}
      </div>
    </section>
  );
}
