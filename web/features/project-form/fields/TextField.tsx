import type { ReactNode } from 'react';
import { describedBy } from '../../../components/form/field-errors';
import { FieldError } from '../../../components/form/FieldError';
import { placeholdersIn } from '../../../../domain/rules/placeholders';
import { errorIdFor, type FieldName } from '../form-draft';
import { PlaceholderHint } from './Placeholders';
import { inputClass, labelClass, optionalMark } from './styles';

interface TextFieldProps {
  readonly name: FieldName;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly errors: readonly string[] | undefined;
  readonly optional?: boolean;
  readonly type?: 'text' | 'date';
  readonly multiline?: boolean;
  readonly placeholder?: string;
  readonly hint?: string;
  readonly autoComplete?: string;
  /** Shown at the right of the label, e.g. a suggestion button. */
  readonly action?: ReactNode;
  /** Names the placeholders a suggestion left in the value ([X]%, $[N]) under the field. */
  readonly showPlaceholders?: boolean;
}

/** A labelled input or textarea with its hint and messages. */
export function TextField({ name, label, value, onChange, errors, optional, type = 'text', multiline, placeholder, hint, autoComplete = 'off', action, showPlaceholders }: TextFieldProps) {
  const id = `project-${name}`;
  const invalid = (errors?.length ?? 0) > 0;
  const hintId = hint ? `${id}-hint` : null;
  // Until Save, a hint names them; after it, the field's own message does.
  const placeholders = showPlaceholders && !invalid ? placeholdersIn(value) : [];
  const placeholdersId = placeholders.length > 0 ? `${id}-placeholders` : null;
  const common = {
    id,
    name,
    value,
    placeholder,
    required: !optional,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(hintId, placeholdersId, invalid && errorIdFor(name)),
    className: inputClass(invalid),
  };
  return (
    <div>
      <div className="mb-1.5 flex min-h-8 items-end justify-between gap-2">
        <label htmlFor={id} className={labelClass}>
          {label}
          {optional && <span className={optionalMark}> (optional)</span>}
        </label>
        {action}
      </div>
      {multiline ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={hintId ?? undefined} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <PlaceholderHint id={`${id}-placeholders`} placeholders={placeholders} />
      <FieldError id={errorIdFor(name)} messages={errors} />
    </div>
  );
}
