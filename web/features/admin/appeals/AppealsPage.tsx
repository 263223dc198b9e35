// /admin/appeals: appeals against suspensions (docs/suspension.md). Open appeals oldest first,
// each with who appealed, the suspension's reason and the appeal; an admin writes a note (the
// person is e-mailed it) and keeps the suspension or restores the account. Decided appeals are
// listed under their tab.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AppealState } from '../../../../domain/api/account';
import type { AppealOutcome, SuspensionAppeal } from '../../../../domain/api/admin/appeals';
import { APPEAL_NOTE_MAX, appealQueue as text } from '../../../../domain/messages/suspension';
import { textLink } from '../../../components/link-styles';
import { useAppeals, useDecideAppeal } from '../api/appeals';
import { AdminPage } from '../kit/AdminPage';
import { formatWhen } from '../kit/dates';
import { DecisionForm } from '../kit/DecisionForm';
import { Fact, QueueCard } from '../kit/QueueCard';
import { QueueList } from '../kit/QueueList';
import { useActionToasts } from '../kit/useActionToasts';
import { usePagedList } from '../kit/usePagedList';

const STATES: readonly { id: AppealState; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'upheld', label: 'Upheld' },
  { id: 'restored', label: 'Restored' },
];

export default function AppealsPage() {
  const [state, setState] = useState<AppealState>('open');
  const appeals = usePagedList(useAppeals(state), 'pages');
  return (
    <AdminPage title={text.title} description={text.intro}>
      <QueueList
        tabs={{ label: text.title, states: STATES, current: state, onChange: setState }}
        list={appeals}
        label={text.title}
        empty={state === 'open' ? text.noOpenAppeals : text.noAppeals}
        keyOf={(appeal) => appeal.id}
      >
        {(appeal) => <AppealCard appeal={appeal} />}
      </QueueList>
    </AdminPage>
  );
}

function AppealCard({ appeal }: { appeal: SuspensionAppeal }) {
  return (
    <QueueCard
      heading={
        <Link to={`/admin/users/${encodeURIComponent(appeal.userId)}`} className={textLink}>
          {appeal.displayName || appeal.username}
        </Link>
      }
      decided={{ at: appeal.decidedAt, note: appeal.decisionNote }}
      form={appeal.state === 'open' ? <AppealDecision appeal={appeal} /> : null}
    >
      <Fact term="Suspended on">{formatWhen(appeal.suspendedAt)}</Fact>
      <Fact term="Reason given" text>
        {appeal.suspensionReason ?? 'None recorded'}
      </Fact>
      <Fact term="Appealed on">{formatWhen(appeal.createdAt)}</Fact>
      <Fact term="Appeal" text>
        {appeal.text}
      </Fact>
    </QueueCard>
  );
}

function AppealDecision({ appeal }: { appeal: SuspensionAppeal }) {
  const decide = useDecideAppeal();
  const toasts = useActionToasts(`decide-appeal:${appeal.id}`);
  const onDecide = (outcome: AppealOutcome, note: string) =>
    decide.mutate({ id: appeal.id, outcome, note }, toasts.outcome(() => (outcome === 'restore' ? text.restored : text.upheld), text.decideFailed));
  return (
    <DecisionForm
      noteLabel={text.noteLabel}
      noteMax={APPEAL_NOTE_MAX}
      noteRequired={text.noteRequired}
      outcomes={[
        { action: 'uphold', label: text.uphold },
        { action: 'restore', label: text.restore, primary: true },
      ]}
      pending={decide.isPending}
      onDecide={onDecide}
    />
  );
}
