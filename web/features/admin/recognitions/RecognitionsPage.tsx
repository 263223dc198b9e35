// /admin/recognitions: find proofs by title (any word's beginning), proof number or owner (e-mail
// or username), a page at a time; each row opens the proof.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { RecognitionSearchKind } from '../../../../domain/api/admin/moderation';
import { moderation } from '../../../../domain/messages-moderation';
import { buttonSizes, primaryButton } from '../../../components/button-styles';
import { textLink } from '../../../components/link-styles';
import { useRecognitionSearch } from '../moderation/moderation-api';
import { AdminPageHeading, formatWhen, LoadFailed, Pager, TableSkeleton, useCursorPages } from '../moderation/ui';

const KINDS: readonly { id: RecognitionSearchKind; label: string; placeholder: string }[] = [
  { id: 'title', label: 'Title', placeholder: 'Words of the title, e.g. checkout' },
  { id: 'number', label: 'Proof number', placeholder: 'PJ-ABC123' },
  { id: 'owner', label: 'Owner', placeholder: 'E-mail or username' },
];

export default function RecognitionsPage() {
  const id = useId();
  const [by, setBy] = useState<RecognitionSearchKind>('title');
  const [text, setText] = useState('');
  const [search, setSearch] = useState<{ by: RecognitionSearchKind; q: string }>({ by: 'title', q: '' });
  const pages = useCursorPages();
  const results = useRecognitionSearch(search.by, search.q, pages.cursor);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    pages.reset();
    setSearch({ by, q: text.trim() });
  };

  return (
    <section aria-labelledby="admin-page-title">
      <AdminPageHeading title="Recognitions">Find a proof, open it, and hide it from every public page when it breaks the rules.</AdminPageHeading>
      <form role="search" onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor={`${id}-by`} className="block text-sm font-semibold text-slate-900">
            Search by
          </label>
          <select id={`${id}-by`} value={by} onChange={(event) => setBy(event.target.value as RecognitionSearchKind)} className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900">
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

      <div className="mt-6" aria-live="polite">
        {search.q === '' ? null : results.isPending ? (
          <TableSkeleton />
        ) : results.isError ? (
          <LoadFailed error={results.error} />
        ) : results.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{moderation.noRecognitions}</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Proofs found</caption>
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">Title</th>
                  <th scope="col" className="px-4 py-2 font-semibold">Proof number</th>
                  <th scope="col" className="px-4 py-2 font-semibold">Owner</th>
                  <th scope="col" className="px-4 py-2 font-semibold">Status</th>
                  <th scope="col" className="px-4 py-2 font-semibold">Created</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {results.data.items.map((row) => (
                  <tr key={row.id}>
                    <td className="px-4 py-2">
                      <Link to={`/admin/recognitions/${encodeURIComponent(row.id)}`} className={`${textLink} font-medium`}>
                        {row.title}
                      </Link>
                    </td>
                    <td className="px-4 py-2 font-mono">{row.proofNumber ?? '—'}</td>
                    <td className="px-4 py-2">{row.ownerName ? `${row.ownerName} (@${row.ownerUsername ?? ''})` : row.ownerUserId}</td>
                    <td className="px-4 py-2">
                      {row.status}
                      {row.hiddenAt && <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">Hidden</span>}
                    </td>
                    <td className="px-4 py-2 whitespace-nowrap">{formatWhen(row.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {results.data && <Pager pages={pages} nextCursor={results.data.cursor} label="Proofs found" />}
      </div>
    </section>
  );
}
