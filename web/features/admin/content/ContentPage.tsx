// /admin/content: the moderation queue. Open reports oldest first, each with what was reported,
// why and by whom; an admin writes a note and dismisses the report or hides the proof (the
// reporter, and on a hide the owner, are e-mailed). Decided reports are listed under their tab.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ContentReport, ReportState } from '../../../../domain/api/admin/moderation';
import { moderation, REPORT_REASON_LABELS } from '../../../../domain/messages-moderation';
import { buttonSizes, primaryButton, secondaryButton } from '../../../components/button-styles';
import { FieldError } from '../../../components/form/FieldError';
import { textLink } from '../../../components/link-styles';
import { useToast } from '../../../components/toast/toast-context';
import { useDecideReport, useReports } from '../moderation/moderation-api';
import { AdminPageHeading, formatWhen, LoadFailed, Pager, TableSkeleton, Tabs, useCursorPages } from '../moderation/ui';

const STATES: readonly { id: ReportState; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'dismissed', label: 'Dismissed' },
  { id: 'actioned', label: 'Proof hidden' },
];

export default function ContentPage() {
  const [state, setState] = useState<ReportState>('open');
  const pages = useCursorPages();
  const reports = useReports(state, pages.cursor);
  return (
    <section aria-labelledby="admin-page-title">
      <AdminPageHeading title="Content">Reports of public pages, oldest first.</AdminPageHeading>
      <Tabs
        label="Reports"
        tabs={STATES}
        current={state}
        onChange={(next) => {
          pages.reset();
          setState(next);
        }}
      />
      {reports.isPending ? (
        <TableSkeleton />
      ) : reports.isError ? (
        <LoadFailed error={reports.error} />
      ) : reports.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{state === 'open' ? moderation.noReports : 'No reports'}</p>
      ) : (
        <ul className="space-y-4">
          {reports.data.items.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      )}
      {reports.data && <Pager pages={pages} nextCursor={reports.data.cursor} label="Reports" />}
    </section>
  );
}

function ReportCard({ report }: { report: ContentReport }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {REPORT_REASON_LABELS[report.reason]}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="text-slate-600">Page</dt>
        <dd>
          <a href={report.page} className={textLink} target="_blank" rel="noreferrer">
            {report.page}
          </a>
        </dd>
        {report.proofTitle && report.recognitionId && (
          <>
            <dt className="text-slate-600">Proof</dt>
            <dd>
              <Link to={`/admin/recognitions/${encodeURIComponent(report.recognitionId)}`} className={textLink}>
                {report.proofTitle}
              </Link>
            </dd>
          </>
        )}
        <dt className="text-slate-600">Reported by</dt>
        <dd>{report.reporterEmail}</dd>
        <dt className="text-slate-600">Reported on</dt>
        <dd>{formatWhen(report.createdAt)}</dd>
        {report.details && (
          <>
            <dt className="text-slate-600">Details</dt>
            <dd className="whitespace-pre-line">{report.details}</dd>
          </>
        )}
        {report.decidedAt && (
          <>
            <dt className="text-slate-600">Decided</dt>
            <dd>
              {formatWhen(report.decidedAt)}: <span className="whitespace-pre-line">{report.decisionNote}</span>
            </dd>
          </>
        )}
      </dl>
      {report.state === 'open' && <DecisionForm report={report} />}
    </article>
  );
}

function DecisionForm({ report }: { report: ContentReport }) {
  const id = useId();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useDecideReport();
  const toast = useToast();
  const act = (action: 'dismiss' | 'hide') => {
    if (note.trim() === '') {
      setProblem(moderation.reasonRequired);
      return;
    }
    setProblem(null);
    decide.mutate(
      { id: report.id, action, note: note.trim() },
      {
        onSuccess: () => toast({ ...(action === 'hide' ? moderation.reportActioned : moderation.reportDismissed), actionId: `decide-report:${report.id}` }),
        onError: (error) => toast({ title: 'Error deciding report', description: error.message, variant: 'destructive', actionId: `decide-report:${report.id}` }),
      },
    );
  };
  return (
    <div className="mt-4 space-y-2">
      <label htmlFor={`${id}-note`} className="block text-sm font-semibold text-slate-900">
        Decision note (for the admin log; e-mailed to the owner when the proof is hidden)
      </label>
      <textarea
        id={`${id}-note`}
        rows={2}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
      />
      <FieldError id={`${id}-error`} messages={problem ? [problem] : undefined} />
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={decide.isPending} onClick={() => act('dismiss')} className={`${secondaryButton} ${buttonSizes.sm}`}>
          Dismiss
        </button>
        {report.recognitionId && (
          <button type="button" disabled={decide.isPending} onClick={() => act('hide')} className={`${primaryButton} ${buttonSizes.sm}`}>
            Hide proof
          </button>
        )}
      </div>
    </div>
  );
}
