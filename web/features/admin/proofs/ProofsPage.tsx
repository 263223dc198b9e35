// /admin/recognitions: find proofs by title (any word's beginning), proof number or owner (e-mail
// or username), a page at a time; each row opens the proof.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ProofSearchKind } from '../../../../domain/api/admin/moderation';
import { moderation } from '../../../../domain/messages/moderation';
import { buttonSizes, primaryButton } from '../../../components/button-styles';
import { textLink } from '../../../components/link-styles';
import { useProofSearch } from '../api/proofs';
import { AdminPage } from '../kit/AdminPage';
import { AdminTable } from '../kit/AdminTable';
import { formatWhen } from '../kit/dates';
import { Pager } from '../kit/Pager';
import { cell } from '../kit/table-styles';
import { usePagedList } from '../kit/usePagedList';

const KINDS: readonly { id: ProofSearchKind; label: string; placeholder: string }[] = [
  { id: 'title', label: 'Title', placeholder: 'Words of the title, e.g. checkout' },
  { id: 'number', label: 'Proof number', placeholder: 'PJ-ABC123' },
  { id: 'owner', label: 'Owner', placeholder: 'E-mail or username' },
];

export default function ProofsPage() {
  const id = useId();
  const [by, setBy] = useState<ProofSearchKind>('title');
  const [text, setText] = useState('');
  const [search, setSearch] = useState<{ by: ProofSearchKind; q: string }>({ by: 'title', q: '' });
  const query = useProofSearch(search.by, search.q);
  const results = usePagedList(query, 'pages');
  const deleted = query.data?.pages[0]?.deleted;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    results.reset();
    setSearch({ by, q: text.trim() });
  };

  return (
    <AdminPage title="Recognitions" description="Find a proof, open it, and hide it from every public page when it breaks the rules.">
      <form role="search" onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor={`${id}-by`} className="block text-sm font-semibold text-slate-900">
            Search by
          </label>
          <select id={`${id}-by`} value={by} onChange={(event) => setBy(event.target.value as ProofSearchKind)} className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900">
            {KINDS.map((kind) => (
              <option key={kind.id} value={kind.id}>
                {kind.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex-1">
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-slate-900">
            Search
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={200}
            placeholder={KINDS.find((kind) => kind.id === by)?.placeholder}
            onChange={(event) => setText(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
          />
        </div>
        <button type="submit" disabled={text.trim() === ''} className={`${primaryButton} ${buttonSizes.md}`}>
          Search
        </button>
      </form>

      <div className="space-y-4" aria-live="polite">
        {search.q === '' ? null : (
          <AdminTable caption="Proofs found" columns={['Title', 'Proof number', 'Owner', 'Status', 'Created']} status={results.status} empty={deleted ? moderation.deletedByOwner(deleted.proofNumber, formatWhen(deleted.deletedAt)) : moderation.noRecognitions}>
            {results.rows.map((row) => (
              <tr key={row.id}>
                <td className={cell}>
                  <Link to={`/admin/recognitions/${encodeURIComponent(row.id)}`} className={`${textLink} font-medium`}>
                    {row.title}
                  </Link>
                </td>
                <td className={`${cell} font-mono`}>{row.proofNumber ?? '—'}</td>
                <td className={cell}>{row.ownerName ? `${row.ownerName} (@${row.ownerUsername ?? ''})` : row.ownerUserId}</td>
                <td className={cell}>
                  {row.status}
                  {row.hiddenAt && <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">Hidden</span>}
                </td>
                <td className={`${cell} whitespace-nowrap`}>{formatWhen(row.createdAt)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        <Pager list={results} label="Proofs found" />
      </div>
    </AdminPage>
  );
}
