// Removing an organisation from the registry: a dialog that asks why (for the admin action log).
import { useId, useState, type FormEvent } from 'react';
import type { Organisation } from '../../../../domain/api/admin/domains';
import { buttonSizes, primaryButton, secondaryButton } from '../../../components/button-styles';
import { Dialog } from '../../../components/Dialog';
import { FieldError } from '../../../components/form/FieldError';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api';
import { useAdminChange } from '../ops/admin-api';
import { input, label } from '../ops/styles';

export function RemoveOrganisation({ organisation, onClose }: { organisation: Organisation | null; onClose: () => void }) {
  return (
    <Dialog open={organisation !== null} onClose={onClose} title={`Remove ${organisation?.name ?? ''}?`} description="Checks from now on no longer use this organisation’s domains.">
      {organisation ? <RemoveForm key={organisation.id} organisation={organisation} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RemoveForm({ organisation, onClose }: { organisation: Organisation; onClose: () => void }) {
  const id = useId();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const remove = useAdminChange<string, Organisation>((why) => ({ path: `/domains/${encodeURIComponent(organisation.id)}?reason=${encodeURIComponent(why)}`, method: 'DELETE' }));
  const messages = remove.error instanceof ApiError ? (remove.error.fields.reason ?? [remove.error.message]) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(reason, {
      onSuccess: () => {
        toast({ title: 'Organisation removed', description: organisation.name });
        onClose();
      },
    });
  };
  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <div>
        <label htmlFor={`${id}-reason`} className={label}>
          Why
        </label>
        <input id={`${id}-reason`} className={input} value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={messages ? true : undefined} aria-describedby={messages ? `${id}-error` : undefined} />
        <FieldError id={`${id}-error`} messages={messages} />
      </div>
      <div className="flex justify-end gap-3">
        <button type="button" className={`${secondaryButton} ${buttonSizes.md}`} onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className={`${primaryButton} ${buttonSizes.md}`} disabled={remove.isPending}>
          {remove.isPending ? 'Removing…' : 'Remove'}
        </button>
      </div>
    </form>
  );
}
