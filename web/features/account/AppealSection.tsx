// The appeal part of the suspended page: the form while there is no appeal (one per suspension,
// checked in the browser with the server's own schema), then the appeal as sent and, once an
// administrator upheld the suspension, their answer.
import { useId, useState, type FormEvent } from 'react';
import { appealBodySchema, type OwnAppeal } from '../../../domain/api/account';
import { APPEAL_TEXT_MAX, statementDate, suspendedPage as text, suspensionStatement as statement } from '../../../domain/messages/suspension';
import { buttonSizes, primaryButton } from '../../components/button-styles';
import { FieldError } from '../../components/form/FieldError';
import { useToast } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api';
import { useSendAppeal } from './api/appeal';

export function AppealSection({ appeal }: { appeal: OwnAppeal | null }) {
  if (appeal === null) return <AppealForm />;
  return (
    <div className="space-y-3">
      <p className="font-medium text-slate-900">{appeal.state === 'upheld' && appeal.decidedAt ? text.appealUpheld(statementDate(appeal.decidedAt)) : text.appealOpen(statementDate(appeal.createdAt))}</p>
      <figure>
        <figcaption className="text-sm font-medium text-slate-700">{text.yourAppeal}</figcaption>
        <blockquote className="mt-1 border-l-4 border-slate-300 bg-slate-50 px-3 py-2 break-words whitespace-pre-line">{appeal.text}</blockquote>
      </figure>
      {appeal.state === 'upheld' && appeal.decisionNote && (
        <figure>
          <figcaption className="text-sm font-medium text-slate-700">{statement.answerLabel}</figcaption>
          <blockquote className="mt-1 border-l-4 border-slate-300 bg-slate-50 px-3 py-2 break-words whitespace-pre-line">{appeal.decisionNote}</blockquote>
        </figure>
      )}
    </div>
  );
}

function AppealForm() {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problems, setProblems] = useState<readonly string[] | undefined>(undefined);
  const send = useSendAppeal();
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = appealBodySchema.safeParse({ text: draft });
    if (!parsed.success) {
      setProblems(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    setProblems(undefined);
    send.mutate(
      { text: parsed.data.text },
      {
        onSuccess: () => toast({ ...text.appealSent, actionId: 'send-appeal' }),
        onError: (error) => {
          const fieldProblems = error instanceof ApiError ? error.fields.text : undefined;
          if (fieldProblems) setProblems(fieldProblems);
          else toast({ title: text.appealFailed, description: error.message, variant: 'destructive', actionId: 'send-appeal' });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <p>{text.appealHow}</p>
      <label htmlFor={`${id}-text`} className="block font-semibold text-slate-900">
        {text.appealLabel}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {text.appealHint}
      </p>
      <textarea
        id={`${id}-text`}
        rows={6}
        maxLength={APPEAL_TEXT_MAX}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        aria-invalid={problems ? true : undefined}
        aria-describedby={problems ? `${id}-hint ${id}-error` : `${id}-hint`}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
      />
      <FieldError id={`${id}-error`} messages={problems} />
      <button type="submit" disabled={send.isPending} className={`${primaryButton} ${buttonSizes.md}`}>
        {send.isPending ? text.sendingAppeal : text.sendAppeal}
      </button>
    </form>
  );
}
