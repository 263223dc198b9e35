// Hide a proof (a reason is required: its owner is e-mailed it) or show a hidden one again.
import { useId, useState, type FormEvent } from 'react';
import { HIDE_REASON_MAX } from '../../../../domain/api/admin/moderation';
import { moderation } from '../../../../domain/messages-moderation';
import { buttonSizes, primaryButton, secondaryButton } from '../../../components/button-styles';
import { FieldError } from '../../../components/form/FieldError';
import { useToast } from '../../../components/toast/toast-context';
import { useSetHidden } from '../moderation/moderation-api';

export function HideForm({ recognitionId, hidden }: { recognitionId: string; hidden: boolean }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const mutation = useSetHidden(recognitionId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hidden && reason.trim() === '') {
      setProblem(moderation.reasonRequired);
      return;
    }
    setProblem(null);
    mutation.mutate(
      { hide: !hidden, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          toast({ ...(hidden ? moderation.unhidden : moderation.hidden), actionId: `visibility:${recognitionId}` });
        },
        onError: (error) =>
          toast({ title: hidden ? moderation.unhideFailed : moderation.hideFailed, description: error.message, variant: 'destructive', actionId: `visibility:${recognitionId}` }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-slate-900">
        {hidden ? 'Note for the admin log (optional)' : 'Reason for hiding (e-mailed to the owner)'}
      </label>
      <textarea
        id={`${id}-reason`}
        rows={3}
        maxLength={HIDE_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
      />
      <FieldError id={`${id}-error`} messages={problem ? [problem] : undefined} />
      <button type="submit" disabled={mutation.isPending} className={`${hidden ? secondaryButton : primaryButton} ${buttonSizes.md}`}>
        {hidden ? 'Show proof again' : 'Hide proof'}
      </button>
    </form>
  );
}
