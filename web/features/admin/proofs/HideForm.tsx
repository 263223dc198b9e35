// Hide a proof (a reason is required: its owner is e-mailed it) or show a hidden one again.
import { useId, useState, type FormEvent } from 'react';
import { HIDE_REASON_MAX } from '../../../../domain/api/admin/moderation';
import { moderation } from '../../../../domain/messages/moderation';
import { buttonSizes, primaryButton, secondaryButton } from '../../../components/button-styles';
import { useSetHidden } from '../api/proofs';
import { NoteField } from '../kit/NoteField';
import { useActionToasts } from '../kit/useActionToasts';

export function HideForm({ recognitionId: proofId, hidden }: { recognitionId: string; hidden: boolean }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const toasts = useActionToasts(`visibility:${proofId}`);
  const mutation = useSetHidden(proofId);

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
          toasts.done(hidden ? moderation.unhidden : moderation.hidden);
        },
        onError: toasts.failed(hidden ? moderation.unhideFailed : moderation.hideFailed),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <NoteField
        id={`${id}-reason`}
        label={hidden ? 'Note for the admin log (optional)' : 'Reason for hiding (e-mailed to the owner)'}
        rows={3}
        maxLength={HIDE_REASON_MAX}
        value={reason}
        onChange={setReason}
        problem={problem}
      />
      <button type="submit" disabled={mutation.isPending} className={`${hidden ? secondaryButton : primaryButton} ${buttonSizes.md}`}>
        {hidden ? 'Show proof again' : 'Hide proof'}
      </button>
    </form>
  );
}
