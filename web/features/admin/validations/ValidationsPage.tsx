// /admin/validations: recent decisions, pending and expired requests, and the integrity signals
// recorded as they happened (refused self-validation, a link decided by another identity,
// withdrawals, co-signers who sign each other's proofs).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SIGNAL_KINDS, type SignalKind } from '../../../../domain/api/admin/moderation';
import { SIGNAL_LABELS } from '../../../../domain/messages/moderation';
import { textLink } from '../../../components/link-styles';
import { useSignals, useValidationList, type ValidationList } from '../api/validations';
import { AdminPage } from '../kit/AdminPage';
import { AdminTable } from '../kit/AdminTable';
import { formatWhen } from '../kit/dates';
import { ListStates } from '../kit/ListStates';
import { Pager } from '../kit/Pager';
import { cell } from '../kit/table-styles';
import { Tabs } from '../kit/Tabs';
import { usePagedList } from '../kit/usePagedList';

type View = ValidationList | SignalKind;

const VIEWS: readonly { id: View; label: string }[] = [
  { id: 'decisions', label: 'Recent decisions' },
  { id: 'pending', label: 'Pending requests' },
  { id: 'expired', label: 'Expired requests' },
  ...SIGNAL_KINDS.map((kind) => ({ id: kind, label: SIGNAL_LABELS[kind] })),
];

const isList = (view: View): view is ValidationList => view === 'decisions' || view === 'pending' || view === 'expired';

const DATE_COLUMN: Record<ValidationList, string> = { decisions: 'Decided', pending: 'Expires', expired: 'Expired' };

export default function ValidationsPage() {
  const [view, setView] = useState<View>('decisions');
  return (
    <AdminPage title="Validations" description="Decisions, requests, and the signals that deserve a second look.">
      <Tabs label="Lists" tabs={VIEWS} current={view} onChange={setView} />
      {/* Each list is its own (keyed) component, so a new tab starts at its first page. */}
      {isList(view) ? <RequestList key={view} feed={view} /> : <SignalList key={view} kind={view} />}
    </AdminPage>
  );
}

const proofLink = (proofId: string, title: string | null) =>
  proofId ? (
    <Link to={`/admin/recognitions/${encodeURIComponent(proofId)}`} className={textLink}>
      {title ?? 'Open proof'}
    </Link>
  ) : (
    (title ?? '')
  );

function RequestList({ feed }: { feed: ValidationList }) {
  const list = usePagedList(useValidationList(feed), 'pages');
  return (
    <div className="space-y-4">
      <AdminTable
        caption={VIEWS.find((candidate) => candidate.id === feed)?.label}
        columns={['Proof', 'Validator', 'Role', 'Status', DATE_COLUMN[feed]]}
        status={list.status}
        empty="Nothing here yet"
      >
        {list.rows.map((row) => (
          <tr key={`${row.requestId}-${row.at}`}>
            <td className={cell}>{proofLink(row.recognitionId, row.proofTitle)}</td>
            <td className={cell}>{row.inviteeEmail ?? ''}</td>
            <td className={cell}>{row.role ?? ''}</td>
            <td className={cell}>{row.status}</td>
            <td className={`${cell} whitespace-nowrap`}>{formatWhen(row.at)}</td>
          </tr>
        ))}
      </AdminTable>
      <Pager list={list} label="List" />
    </div>
  );
}

function SignalList({ kind }: { kind: SignalKind }) {
  const list = usePagedList(useSignals(kind), 'pages');
  return (
    <div className="space-y-4">
      <ListStates status={list.status} empty="No signals of this kind">
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {list.rows.map((signal) => (
            <li key={signal.id} className="px-4 py-3 text-sm">
              <p className="font-medium text-slate-900">{signal.summary}</p>
              <p className="mt-0.5 text-slate-600">
                {formatWhen(signal.at)}
                {signal.recognitionId && <> · {proofLink(signal.recognitionId, signal.proofTitle)}</>}
              </p>
            </li>
          ))}
        </ul>
      </ListStates>
      <Pager list={list} label="Signals" />
    </div>
  );
}
