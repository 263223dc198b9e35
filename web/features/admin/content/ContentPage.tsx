// /admin/content: the moderation queue. Open reports oldest first, each with what was reported,
// why and by whom; an admin writes a note and dismisses the report or hides the proof (the
// reporter, and on a hide the owner, are e-mailed). Decided reports are listed under their tab.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ContentReport, ReportState } from '../../../../domain/api/admin/moderation';
import { moderation, REPORT_REASON_LABELS } from '../../../../domain/messages/moderation';
import { textLink } from '../../../components/link-styles';
import { useDecideReport, useReports, type ReportAction } from '../api/reports';
import { AdminPage } from '../kit/AdminPage';
import { formatWhen } from '../kit/dates';
import { DecisionForm } from '../kit/DecisionForm';
import { Fact, QueueCard } from '../kit/QueueCard';
import { QueueList } from '../kit/QueueList';
import { useActionToasts } from '../kit/useActionToasts';
import { usePagedList } from '../kit/usePagedList';

const STATES: readonly { id: ReportState; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'dismissed', label: 'Dismissed' },
  { id: 'actioned', label: 'Proof hidden' },
];

export default function ContentPage() {
  const [state, setState] = useState<ReportState>('open');
  const reports = usePagedList(useReports(state), 'pages');
  return (
    <AdminPage title="Content" description="Reports of public pages, oldest first.">
      <QueueList
        tabs={{ label: 'Reports', states: STATES, current: state, onChange: setState }}
        list={reports}
        label="Reports"
        empty={state === 'open' ? moderation.noReports : 'No reports'}
        keyOf={(report) => report.id}
      >
        {(report) => <ReportCard report={report} />}
      </QueueList>
    </AdminPage>
  );
}

function ReportCard({ report }: { report: ContentReport }) {
  return (
    <QueueCard
      heading={REPORT_REASON_LABELS[report.reason]}
      decided={{ at: report.decidedAt, note: report.decisionNote }}
      form={report.state === 'open' ? <ReportDecision report={report} /> : null}
    >
      <Fact term="Page">
        <a href={report.page} className={textLink} target="_blank" rel="noreferrer">
          {report.page}
        </a>
      </Fact>
      {report.proofTitle && report.recognitionId ? (
        <Fact term="Proof">
          <Link to={`/admin/recognitions/${encodeURIComponent(report.recognitionId)}`} className={textLink}>
            {report.proofTitle}
          </Link>
        </Fact>
      ) : null}
      <Fact term="Reported by">{report.reporterEmail}</Fact>
      <Fact term="Reported on">{formatWhen(report.createdAt)}</Fact>
      {report.details ? (
        <Fact term="Details" text>
          {report.details}
        </Fact>
      ) : null}
    </QueueCard>
  );
}

function ReportDecision({ report }: { report: ContentReport }) {
  const decide = useDecideReport();
  const toasts = useActionToasts(`decide-report:${report.id}`);
  const onDecide = (action: ReportAction, note: string) =>
    decide.mutate({ id: report.id, action, note }, toasts.outcome(() => (action === 'hide' ? moderation.reportActioned : moderation.reportDismissed), 'Error deciding report'));
  return (
    <DecisionForm
      noteLabel="Decision note (for the admin log; e-mailed to the owner when the proof is hidden)"
      noteMax={500}
      noteRequired={moderation.reasonRequired}
      outcomes={[{ action: 'dismiss', label: 'Dismiss' }, ...(report.recognitionId ? [{ action: 'hide' as const, label: 'Hide proof', primary: true }] : [])]}
      pending={decide.isPending}
      onDecide={onDecide}
    />
  );
}
