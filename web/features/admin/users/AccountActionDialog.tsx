// Asks an admin why they suspend or restore an account (kept in the admin action log), then does it.
import { useState, type FormEvent } from 'react';
import { admin as messages } from '../../../../domain/messages/admin';
import { Dialog } from '../../../components/Dialog';
import { buttonSizes, primaryButton, secondaryButton } from '../../../components/button-styles';
import { useAccountAction } from '../api/users';
import { useActionToasts } from '../kit/useActionToasts';

const TEXT = {
  suspend: {
    title: 'Suspend this account?',
    description:
      'They will see only a page that gives your reason and lets them appeal, and they are e-mailed it. Their public pages will show as not found, and their pending validation links will pause until the account is restored.',
    confirm: 'Suspend Account',
    done: messages.suspendedToast,
    failed: messages.suspendFailed,
  },
  restore: {
    title: 'Restore this account?',
    description: 'Their dashboard, their public pages and their pending validation links come back, and they are e-mailed your reason. An open appeal is decided by this.',
    confirm: 'Restore Account',
    done: messages.restoredToast,
    failed: messages.restoreFailed,
  },
} as const;

export function AccountActionDialog({ userId, action, onClose }: { userId: string; action: 'suspend' | 'restore'; onClose: () => void }) {
  const text = TEXT[action];
  const [reason, setReason] = useState('');
  const mutation = useAccountAction(userId, action);
  // Suspending and restoring one account are one action: either outcome replaces the other's error.
  const toasts = useActionToasts(`account-status:${userId}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(reason.trim(), {
      onSuccess: () => {
        toasts.done(text.done);
        onClose();
      },
      onError: toasts.failed(text.failed),
    });
  };
  return (
    <Dialog open onClose={onClose} title={text.title} description={text.description}>
      <form onSubmit={submit} className="space-y-4">
        <div>
          <label htmlFor="account-action-reason" className="block text-sm font-medium text-slate-800">
            Reason (shown to them, e-mailed, and kept in the admin log)
          </label>
          <textarea
            id="account-action-reason"
            required
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            rows={3}
          />
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" className={`${secondaryButton} ${buttonSizes.md}`} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={`${primaryButton} ${buttonSizes.md}`} disabled={!reason.trim() || mutation.isPending}>
            {text.confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
