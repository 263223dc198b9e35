// /admin/validations: recent decisions, pending and expired requests, and the integrity signals
// recorded as they happened (refused self-validation, a link decided by another identity,
// withdrawals, co-signers who sign each other's proofs).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SIGNAL_KINDS, type AdminSignal, type AdminValidationRow, type SignalKind } from '../../../../domain/api/admin/moderation';
import { SIGNAL_LABELS } from '../../../../domain/messages-moderation';
import { textLink } from '../../../components/link-styles';
import { useSignals, useValidationList, type ValidationList } from '../moderation/moderation-api';
import { AdminPageHeading, formatWhen, LoadFailed, Pager, TableSkeleton, Tabs, useCursorPages } from '../moderation/ui';

type View = ValidationList | SignalKind;

const VIEWS: readonly { id: View; label: string }[] = [
  { id: 'decisions', label: 'Recent decisions' },
  { id: 'pending', label: 'Pending requests' },
  { id: 'expired', label: 'Expired requests' },
  ...SIGNAL_KINDS.map((kind) => ({ id: kind, label: SIGNAL_LABELS[kind] })),
];

const isList = (view: View): view is ValidationList => view === 'decisions' || view === 'pending' || view === 'expired';

export default function ValidationsPage() {
  const [view, setView] = useState<View>('decisions');
  const pages = useCursorPages();
  return (
    <section aria-labelledby="admin-page-title">
      <AdminPageHeading title="Validations">Decisions, requests, and the signals that deserve a second look.</AdminPageHeading>
      <Tabs
        label="Lists"
        tabs={VIEWS}
        current={view}
        onChange={(next) => {
          pages.reset();
          setView(next);
        }}
      />
      {isList(view) ? <RequestList key={view} feed={view} pages={pages} /> : <SignalList key={view} kind={view} pages={pages} />}
    </section>
  );
}

const proofLink = (recognitionId: string, title: string | null) =>
  recognitionId ? (
    <Link to={`/admin/recognitions/${encodeURIComponent(recognitionId)}`} className={textLink}>
      {title ?? 'Open proof'}
    </Link>
  ) : (
    (title ?? '')
  );

function RequestList({ feed, pages }: { feed: ValidationList; pages: ReturnType<typeof useCursorPages> }) {
  const list = useValidationList(feed, pages.cursor);
  if (list.isPending) return <TableSkeleton />;
  if (list.isError) return <LoadFailed error={list.error} />;
  if (list.data.items.length === 0) return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">Nothing here yet</p>;
  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{VIEWS.find((candidate) => candidate.id === feed)?.label}</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">Proof</th>
              <th scope="col" className="px-4 py-2 font-semibold">Validator</th>
              <th scope="col" className="px-4 py-2 font-semibold">Role</th>
              <th scope="col" className="px-4 py-2 font-semibold">Status</th>
              <th scope="col" className="px-4 py-2 font-semibold">{feed === 'decisions' ? 'Decided' : feed === 'pending' ? 'Expires' : 'Expired'}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {list.data.items.map((row: AdminValidationRow) => (
              <tr key={`${row.requestId}-${row.at}`}>
                <td className="px-4 py-2">{proofLink(row.recognitionId, row.proofTitle)}</td>
                <td className="px-4 py-2">{row.inviteeEmail ?? ''}</td>
                <td className="px-4 py-2">{row.role ?? ''}</td>
                <td className="px-4 py-2">{row.status}</td>
                <td className="px-4 py-2 whitespace-nowrap">{formatWhen(row.at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager pages={pages} nextCursor={list.data.cursor} label="List" />
    </>
  );
}

function SignalList({ kind, pages }: { kind: SignalKind; pages: ReturnType<typeof useCursorPages> }) {
  const list = useSignals(kind, pages.cursor);
  if (list.isPending) return <TableSkeleton />;
  if (list.isError) return <LoadFailed error={list.error} />;
  if (list.data.items.length === 0) return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">No signals of this kind</p>;
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {list.data.items.map((signal: AdminSignal) => (
          <li key={signal.id} className="px-4 py-3 text-sm">
            <p className="font-medium text-slate-900">{signal.summary}</p>
            <p className="mt-0.5 text-slate-600">
              {formatWhen(signal.at)}
              {signal.recognitionId && <> · {proofLink(signal.recognitionId, signal.proofTitle)}</>}
            </p>
          </li>
        ))}
      </ul>
      <Pager pages={pages} nextCursor={list.data.cursor} label="Signals" />
    </>
  );
}
