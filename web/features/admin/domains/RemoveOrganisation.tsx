// Removing an organisation from the registry: a dialog that asks why (for the admin action log).
import { useId, useState, type FormEvent } from 'react';
import type { Organisation } from '../../../../domain/api/admin/domains';
import { buttonSizes, primaryButton, secondaryButton } from '../../../components/button-styles';
import { Dialog } from '../../../components/Dialog';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api';
import { useRemoveOrganisation } from '../api/domains';
import { TextField } from '../kit/TextField';

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
  const remove = useRemoveOrganisation(organisation);
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
      <TextField id={`${id}-reason`} label="Why" value={reason} onChange={setReason} messages={messages} />
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
