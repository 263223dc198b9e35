// Adding or changing an organisation: its name, other names, own and subsidiary domains, and why
// (the reason goes to the admin action log).
import { useId, useState, type FormEvent } from 'react';
import type { Organisation, OrganisationBody } from '../../../../domain/api/admin/domains';
import { buttonSizes, panel, primaryButton, secondaryButton } from '../../../components/button-styles';
import { FieldError } from '../../../components/form/FieldError';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api';
import { useSaveOrganisation } from '../api/domains';
import { fieldInput, fieldLabel } from '../kit/field-styles';
import { linesOf, messagesFor } from './field-messages';

const FIELDS = [
  { name: 'name', label: 'Organisation name', multiline: false, hint: 'As proofs spell it, e.g. US Navy.' },
  { name: 'aliases', label: 'Other names', multiline: true, hint: 'One per line, e.g. U.S. Navy.' },
  { name: 'exactDomains', label: 'Own domains (level 1, Verified Company)', multiline: true, hint: 'One per line, e.g. navy.mil.' },
  { name: 'subsidiaryDomains', label: 'Subsidiary or division domains (level 2, Company Domain)', multiline: true, hint: 'One per line.' },
  { name: 'reason', label: 'Why', multiline: false, hint: 'Kept in the admin action log.' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];

export function OrganisationForm({ organisation, onDone }: { organisation: Organisation | null; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const [values, setValues] = useState<Record<FieldName, string>>({
    name: organisation?.name ?? '',
    aliases: organisation?.aliases.join('\n') ?? '',
    exactDomains: organisation?.exactDomains.join('\n') ?? '',
    subsidiaryDomains: organisation?.subsidiaryDomains.join('\n') ?? '',
    reason: '',
  });
  const save = useSaveOrganisation(organisation);
  const fields = save.error instanceof ApiError ? save.error.fields : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: OrganisationBody = {
      name: values.name,
      aliases: linesOf(values.aliases),
      exactDomains: linesOf(values.exactDomains),
      subsidiaryDomains: linesOf(values.subsidiaryDomains),
      reason: values.reason,
      ...(organisation ? { version: organisation.version } : {}),
    };
    save.mutate(body, {
      onSuccess: (saved) => {
        toast({ title: organisation ? 'Organisation updated' : 'Organisation added', description: `${saved.name}: holds from the next check.` });
        onDone();
      },
    });
  };

  const title = organisation ? `Edit ${organisation.name}` : 'Add an organisation';
  return (
    <form className={`${panel} space-y-4`} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {FIELDS.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const messages = messagesFor(fields, field.name);
        const common = {
          id: fieldId,
          className: fieldInput,
          value: values[field.name],
          'aria-invalid': messages ? true : undefined,
          'aria-describedby': `${fieldId}-hint${messages ? ` ${fieldId}-error` : ''}`,
          onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field.name]: event.target.value })),
        };
        return (
          <div key={field.name}>
            <label htmlFor={fieldId} className={fieldLabel}>
              {field.label}
            </label>
            {field.multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
            <p id={`${fieldId}-hint`} className="mt-1 text-xs text-slate-600">
              {field.hint}
            </p>
            <FieldError id={`${fieldId}-error`} messages={messages} />
          </div>
        );
      })}
      {save.isError && !fields ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {save.error.message}
        </p>
      ) : null}
      {save.isError && fields && Object.keys(fields).length > 0 ? (
        <p role="alert" className="sr-only">
          Some fields need attention.
        </p>
      ) : null}
      <div className="flex gap-3">
        <button type="submit" className={`${primaryButton} ${buttonSizes.md}`} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : organisation ? 'Save changes' : 'Add organisation'}
        </button>
        <button type="button" className={`${secondaryButton} ${buttonSizes.md}`} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
