// /withdraw/{token}: the private link in a co-signer's confirmation mail. It shows the
// co-signature as it was decided (never the proof as it is now) and withdraws it with a reason;
// a withdrawn one shows when and why.
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { withdrawSchema, type WithdrawalView } from '../../../domain/api/validation';
import { WITHDRAWAL_REASON_MAX_LENGTH } from '../../../domain/constants';
import { withdrawal } from '../../../domain/messages/portal';
import { buttonSizes, primaryButton } from '../../components/button-styles';
import { describedBy } from '../../components/form/field-errors';
import { FieldError } from '../../components/form/FieldError';
import { useZodForm } from '../../components/form/useZodForm';
import { CheckCircleIcon, WarningIcon } from '../../components/icons';
import { PageSpinner } from '../../components/PageSpinner';
import { FocusedHeading, PrivateLinkPage } from '../../components/PrivateLinkPage';
import { formatDateTime } from '../../lib/format-date-time';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useWithdrawal, type WithdrawOutcome } from './useWithdrawal';

const ROLE_LABELS = { manager: 'Manager', peer: 'Peer' } as const;

function Facts({ view }: { view: WithdrawalView }) {
  const rows: [string, string | null][] = [
    ['Proof', view.proofTitle],
    ['Owner', view.ownerName],
    ['Your role', ROLE_LABELS[view.role]],
    ['Approved on', formatDateTime(view.approvedAt)],
    ['Signed with LinkedIn by', view.signerName],
    ['Address', view.validatorEmail],
    ['Withdrawn on', view.withdrawnAt && formatDateTime(view.withdrawnAt)],
    ['Reason', view.withdrawalReason],
  ];
  return (
    <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-slate-50 text-sm">
      {rows.map(([term, value]) =>
        value ? (
          <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr]">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium break-words whitespace-pre-line text-slate-900">{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

function WithdrawForm({ token, onWithdraw }: { token: string; onWithdraw: (reason: string) => Promise<WithdrawOutcome> }) {
  const ids = useId();
  const reasonId = `${ids}-reason`;
  const form = useZodForm({
    schema: withdrawSchema,
    initial: { reason: '' },
    fields: ['reason'],
    controlId: () => reasonId,
    toInput: ({ reason }: { reason: string }) => ({ token, reason }),
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errors = form.errors.reason;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const values = form.validateForSubmit();
    if (!values) return;
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await onWithdraw(values.reason);
      if (outcome.kind === 'fields' && !form.showServerErrors(outcome.fields)) setProblem(withdrawal.failed);
      if (outcome.kind === 'failed') setProblem(outcome.message);
    } catch {
      setProblem(withdrawal.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-6">
      <label htmlFor={reasonId} className="text-sm font-semibold text-slate-900">
        Why do you withdraw your co-signature? <span className="font-normal text-slate-600">(required)</span>
      </label>
      <textarea
        id={reasonId}
        value={form.values.reason}
        onChange={(event) => form.update({ reason: event.target.value })}
        maxLength={WITHDRAWAL_REASON_MAX_LENGTH}
        rows={4}
        aria-invalid={errors ? true : undefined}
        aria-describedby={describedBy(`${reasonId}-hint`, errors && `${reasonId}-error`)}
        className="mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-blue-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      />
      <p id={`${reasonId}-hint`} className="mt-1 text-xs text-slate-600">
        The owner sees your reason beside your withdrawn co-signature.
      </p>
      <FieldError id={`${reasonId}-error`} messages={errors} />
      <div role="alert" className="mt-3">
        {problem && <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">{problem}</p>}
      </div>
      <button type="submit" disabled={busy} className={`mt-3 ${primaryButton} ${buttonSizes.md}`}>
        {busy ? 'Withdrawing...' : 'Withdraw my co-signature'}
      </button>
    </form>
  );
}

export default function WithdrawalPage() {
  useDocumentTitle('Withdraw a co-signature');
  const token = useParams().token ?? '';
  const { state, retry, withdraw } = useWithdrawal(token);
  const [withdrawnHere, setWithdrawnHere] = useState(false);

  const onWithdraw = async (reason: string) => {
    const outcome = await withdraw(reason);
    if (outcome.kind === 'withdrawn') setWithdrawnHere(true);
    return outcome;
  };

  const viewKey = state.name === 'loaded' ? (state.view.withdrawnAt ? 'withdrawn' : 'cosigned') : state.name;
  const content = (() => {
    switch (state.name) {
      case 'loading':
        return <PageSpinner label="Loading your co-signature" />;
      case 'invalid':
        return (
          <>
            <FocusedHeading>Withdrawal link unavailable</FocusedHeading>
            <p role="alert" className="mt-3 flex items-start gap-2 text-slate-700">
              <WarningIcon className="mt-1 h-4 w-4 shrink-0 text-red-700" />
              {withdrawal.invalidLink}
            </p>
          </>
        );
      case 'failed':
        return (
          <>
            <FocusedHeading>Withdrawal link unavailable</FocusedHeading>
            <p role="alert" className="mt-3 text-slate-700">
              {withdrawal.loadFailed}
            </p>
            <button type="button" onClick={retry} className={`mt-5 ${primaryButton} ${buttonSizes.md}`}>
              Try again
            </button>
          </>
        );
      case 'loaded':
        return state.view.withdrawnAt ? (
          <>
            <p className="flex items-center gap-2 text-sm font-semibold text-slate-600">
              <CheckCircleIcon className="h-5 w-5" />
              Withdrawn
            </p>
            <FocusedHeading>{withdrawal.withdrawn.title}</FocusedHeading>
            <p className="mt-3 text-slate-700">{withdrawnHere ? withdrawal.withdrawn.description : withdrawal.alreadyWithdrawn}</p>
            <Facts view={state.view} />
          </>
        ) : (
          <>
            <FocusedHeading>Withdraw your co-signature</FocusedHeading>
            <p className="mt-3 text-slate-700">
              You approved {state.view.ownerName}&apos;s proof. If it was a mistake, or you no longer stand behind it, withdraw your co-signature: the proof stops
              counting it at once, and {state.view.ownerName} sees that you withdrew it and why.
            </p>
            <Facts view={state.view} />
            <WithdrawForm token={token} onWithdraw={onWithdraw} />
          </>
        );
    }
  })();

  return (
    <PrivateLinkPage cardKey={viewKey}>{content}</PrivateLinkPage>
  );
}
