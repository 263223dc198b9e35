// /admin/appeals: appeals against suspensions (docs/suspension.md). Open appeals oldest first,
// each with who appealed, the suspension's reason and the appeal; an admin writes a note (the
// person is e-mailed it) and keeps the suspension or restores the account. Decided appeals are
// listed under their tab.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AppealState } from '../../../../domain/api/account';
import type { AppealOutcome, SuspensionAppeal } from '../../../../domain/api/admin/appeals';
import { APPEAL_NOTE_MAX, appealQueue as text } from '../../../../domain/messages-suspension';
import { buttonSizes, primaryButton, secondaryButton } from '../../../components/button-styles';
import { FieldError } from '../../../components/form/FieldError';
import { textLink } from '../../../components/link-styles';
import { useToast } from '../../../components/toast/toast-context';
import { AdminPageHeading, formatWhen, LoadFailed, Pager, TableSkeleton, Tabs, useCursorPages } from '../moderation/ui';
import { useAppeals, useDecideAppeal } from './appeals-api';

const STATES: readonly { id: AppealState; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'upheld', label: 'Upheld' },
  { id: 'restored', label: 'Restored' },
];

export default function AppealsPage() {
  const [state, setState] = useState<AppealState>('open');
  const pages = useCursorPages();
  const appeals = useAppeals(state, pages.cursor);
  return (
    <section aria-labelledby="admin-page-title">
      <AdminPageHeading title={text.title}>{text.intro}</AdminPageHeading>
      <Tabs
        label={text.title}
        tabs={STATES}
        current={state}
        onChange={(next) => {
          pages.reset();
          setState(next);
        }}
      />
      {appeals.isPending ? (
        <TableSkeleton />
      ) : appeals.isError ? (
        <LoadFailed error={appeals.error} />
      ) : appeals.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{state === 'open' ? text.noOpenAppeals : text.noAppeals}</p>
      ) : (
        <ul className="space-y-4">
          {appeals.data.items.map((appeal) => (
            <li key={appeal.id}>
              <AppealCard appeal={appeal} />
            </li>
          ))}
        </ul>
      )}
      {appeals.data && <Pager pages={pages} nextCursor={appeals.data.cursor} label={text.title} />}
    </section>
  );
}

function AppealCard({ appeal }: { appeal: SuspensionAppeal }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        <Link to={`/admin/users/${encodeURIComponent(appeal.userId)}`} className={textLink}>
          {appeal.displayName || appeal.username}
        </Link>
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="text-slate-600">Suspended on</dt>
        <dd>{formatWhen(appeal.suspendedAt)}</dd>
        <dt className="text-slate-600">Reason given</dt>
        <dd className="break-words whitespace-pre-line">{appeal.suspensionReason ?? 'None recorded'}</dd>
        <dt className="text-slate-600">Appealed on</dt>
        <dd>{formatWhen(appeal.createdAt)}</dd>
        <dt className="text-slate-600">Appeal</dt>
        <dd className="break-words whitespace-pre-line">{appeal.text}</dd>
        {appeal.decidedAt && (
          <>
            <dt className="text-slate-600">Decided</dt>
            <dd className="break-words">
              {formatWhen(appeal.decidedAt)}: <span className="whitespace-pre-line">{appeal.decisionNote}</span>
            </dd>
          </>
        )}
      </dl>
      {appeal.state === 'open' && <DecisionForm appeal={appeal} />}
    </article>
  );
}

function DecisionForm({ appeal }: { appeal: SuspensionAppeal }) {
  const id = useId();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useDecideAppeal();
  const toast = useToast();
  const act = (outcome: AppealOutcome) => {
    if (note.trim() === '') {
      setProblem(text.noteRequired);
      return;
    }
    setProblem(null);
    decide.mutate(
      { id: appeal.id, outcome, note: note.trim() },
      {
        onSuccess: () => toast({ ...(outcome === 'restore' ? text.restored : text.upheld), actionId: `decide-appeal:${appeal.id}` }),
        onError: (error) => toast({ title: text.decideFailed, description: error.message, variant: 'destructive', actionId: `decide-appeal:${appeal.id}` }),
      },
    );
  };
  return (
    <div className="mt-4 space-y-2">
      <label htmlFor={`${id}-note`} className="block text-sm font-semibold text-slate-900">
        {text.noteLabel}
      </label>
      <textarea
        id={`${id}-note`}
        rows={2}
        maxLength={APPEAL_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
      />
      <FieldError id={`${id}-error`} messages={problem ? [problem] : undefined} />
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={decide.isPending} onClick={() => act('uphold')} className={`${secondaryButton} ${buttonSizes.sm}`}>
          {text.uphold}
        </button>
        <button type="button" disabled={decide.isPending} onClick={() => act('restore')} className={`${primaryButton} ${buttonSizes.sm}`}>
          {text.restore}
        </button>
      </div>
    </div>
  );
}
