// /admin/data-requests: what people asked about their data that is not finished (docs/data-rights.md,
// Operators): proofs being deleted, accounts closing (waiting out their grace period, or due for
// erasure), archives being built. Ids and times only; each request's asking and its end are in the
// admin log (Audit), and the jobs that finish them are on the Jobs page.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { textLink } from '../../../components/link-styles';
import { useDataRequests } from '../api/data-requests';
import { AdminPage } from '../kit/AdminPage';
import { AdminTable } from '../kit/AdminTable';
import { formatWhen } from '../kit/dates';
import { cell } from '../kit/table-styles';

const UserLink = ({ id }: { id: string }) => (
  <Link to={`/admin/users/${encodeURIComponent(id)}`} className={textLink}>
    {id}
  </Link>
);

function Part({ id, title, more, children }: { id: string; title: string; more: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
      {more ? <p className="text-sm text-slate-600">Only the oldest are listed; more are waiting.</p> : null}
    </section>
  );
}

export default function DataRequestsPage() {
  const requests = useDataRequests();
  const status = (rows: number) => ({ loading: requests.isPending, error: requests.error, rowCount: rows });
  const data = requests.data;
  return (
    <AdminPage
      title="Data requests"
      description={
        <>
          People&apos;s requests about their data that are not finished, oldest first. Their asking and their end are in the{' '}
          <Link to="/admin/audit" className={`${textLink} underline`}>
            admin log
          </Link>
          ; the{' '}
          <Link to="/admin/jobs" className={`${textLink} underline`}>
            jobs
          </Link>{' '}
          that finish them can be run now.
        </>
      }
    >
      <Part id="data-requests-closures" title="Accounts closing" more={data?.more.closures ?? false}>
        <AdminTable caption="Accounts closing, soonest first" columns={['Account', 'Asked', 'Erased from', 'State', 'LinkedIn posts']} status={status(data?.closures.length ?? 0)} empty="No account is closing." loadingWhat="the data requests">
          {data?.closures.map((closure) => (
            <tr key={closure.userId}>
              <td className={cell}>
                <UserLink id={closure.userId} />
              </td>
              <td className={cell}>{formatWhen(closure.requestedAt)}</td>
              <td className={cell}>{formatWhen(closure.closesAt)}</td>
              <td className={cell}>{closure.state === 'due' ? 'Due: the erasure sweep erases it' : 'Waiting: signing in keeps it'}</td>
              <td className={cell}>{closure.deleteLinkedinPosts ? 'Deleted on LinkedIn' : 'Left on LinkedIn'}</td>
            </tr>
          ))}
        </AdminTable>
      </Part>
      <Part id="data-requests-deletions" title="Proofs being deleted" more={data?.more.proofDeletions ?? false}>
        <AdminTable caption="Proofs being deleted, oldest first" columns={['Proof', 'Owner', 'Asked', 'Co-signers told']} status={status(data?.proofDeletions.length ?? 0)} empty="No proof is being deleted." loadingWhat="the data requests">
          {data?.proofDeletions.map((deletion) => (
            <tr key={deletion.proofId}>
              <td className={cell}>{deletion.proofId}</td>
              <td className={cell}>
                <UserLink id={deletion.ownerUserId} />
              </td>
              <td className={cell}>{formatWhen(deletion.requestedAt)}</td>
              <td className={cell}>{deletion.toldAt ? formatWhen(deletion.toldAt) : 'Not yet'}</td>
            </tr>
          ))}
        </AdminTable>
      </Part>
      <Part id="data-requests-archives" title="Archives being built" more={data?.more.archives ?? false}>
        <AdminTable caption="Archives being built, oldest first" columns={['Account', 'Archive', 'Asked']} status={status(data?.archives.length ?? 0)} empty="No archive is being built." loadingWhat="the data requests">
          {data?.archives.map((archive) => (
            <tr key={archive.archiveId}>
              <td className={cell}>
                <UserLink id={archive.userId} />
              </td>
              <td className={cell}>{archive.archiveId}</td>
              <td className={cell}>{formatWhen(archive.requestedAt)}</td>
            </tr>
          ))}
        </AdminTable>
      </Part>
    </AdminPage>
  );
}
