// A list of two-part items (outcome and metric, link title and URL): each item removable, a new
// one added with the button (or Enter) only if not blank, and checked by the schema first.
import { useRef, useState, type ReactNode } from 'react';
import { CloseIcon, PlusIcon } from '../../../components/icons';
import { describedBy, type FieldErrors } from '../../../components/form/field-errors';
import { FieldError } from '../../../components/form/FieldError';
import { errorIdFor } from '../form-draft';
import { PlaceholderHint } from './Placeholders';
import { addButtonClass, inputClass, labelClass, optionalMark, removeButtonClass } from './styles';

export interface PairInput<T> {
  readonly key: keyof T & string;
  readonly label: string;
  readonly placeholder: string;
  readonly optional?: boolean;
  readonly type?: 'text' | 'url';
}

interface PairListFieldProps<T extends Record<string, string>> {
  readonly name: 'outcomes' | 'links';
  readonly legend: string;
  readonly optional?: boolean;
  readonly items: readonly T[];
  readonly onChange: (items: T[]) => void;
  readonly errors: FieldErrors;
  readonly check: (item: T) => FieldErrors;
  readonly inputs: readonly [PairInput<T>, PairInput<T>];
  readonly empty: T;
  readonly addLabel: string;
  readonly describe: (item: T) => string;
  readonly renderItem: (item: T) => ReactNode;
  /** The placeholders a suggestion left in an added item ([X]%, $[N]), named under it. */
  readonly placeholders?: (item: T) => readonly string[];
  readonly action?: ReactNode;
}

export function PairListField<T extends Record<string, string>>(props: PairListFieldProps<T>) {
  const { name, legend, optional, items, onChange, errors, check, inputs, empty, addLabel, describe, renderItem, placeholders, action } = props;
  const [pending, setPending] = useState<T>(empty);
  const [pendingErrors, setPendingErrors] = useState<FieldErrors>({});
  const [note, setNote] = useState('');
  const firstInput = useRef<HTMLInputElement>(null);
  const listErrors = errors[name];

  const add = () => {
    const item = Object.fromEntries(Object.entries(pending).map(([key, value]) => [key, value.trim()])) as T;
    if (Object.values(item).every((value) => value === '')) return;
    const problems = check(item);
    setPendingErrors(problems);
    if (Object.keys(problems).length > 0) return;
    onChange([...items, item]);
    setPending(empty);
    setNote(`Added ${describe(item)}.`);
    firstInput.current?.focus();
  };

  const remove = (index: number) => {
    setNote(`Removed ${describe(items[index] ?? empty)}.`);
    onChange(items.filter((_, i) => i !== index));
    firstInput.current?.focus();
  };

  return (
    <div role="group" aria-labelledby={`project-${name}-legend`}>
      <div className="mb-1.5 flex min-h-8 items-end justify-between gap-2">
        <p id={`project-${name}-legend`} className={labelClass}>
          {legend}
          {optional && <span className={optionalMark}> (optional)</span>}
        </p>
        {action}
      </div>
      {items.length > 0 && (
        <ul aria-label={`Added ${name}`} className="mb-3 space-y-2">
          {items.map((item, index) => {
            const itemErrors = Object.entries(errors).filter(([key]) => key === `${name}.${index}` || key.startsWith(`${name}.${index}.`));
            // Until Save, a hint names what is left to fill in; after it, the item's own messages do.
            const left = itemErrors.length === 0 ? (placeholders?.(item) ?? []) : [];
            const hintId = `project-${name}-${index}-placeholders`;
            return (
              <li
                key={index}
                id={`project-${name}-${index}`}
                tabIndex={-1}
                aria-describedby={describedBy(left.length > 0 && hintId, ...itemErrors.map(([key]) => errorIdFor(key)))}
                className="rounded-lg border border-slate-200 bg-slate-50 p-3"
              >
                <div className="flex items-start gap-3">
                  <div className="min-w-0 flex-1 text-sm break-words text-slate-800">{renderItem(item)}</div>
                  <button type="button" onClick={() => remove(index)} aria-label={`Remove ${describe(item)}`} className={removeButtonClass}>
                    <CloseIcon />
                  </button>
                </div>
                <PlaceholderHint id={hintId} placeholders={left} />
                {itemErrors.map(([key, messages]) => (
                  <FieldError key={key} id={errorIdFor(key)} messages={messages} />
                ))}
              </li>
            );
          })}
        </ul>
      )}
      <div className="grid gap-2 sm:grid-cols-[3fr_2fr_auto] sm:items-start">
        {inputs.map((input, position) => {
          const id = position === 0 ? `project-${name}` : `project-${name}-new-${input.key}`;
          const own = pendingErrors[input.key] ?? (position === 0 ? pendingErrors[''] : undefined);
          const invalid = (own?.length ?? 0) > 0 || (position === 0 && (listErrors?.length ?? 0) > 0);
          return (
            <div key={input.key}>
              <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
                {input.label}
                {input.optional && <span className={optionalMark}> (optional)</span>}
              </label>
              <input
                ref={position === 0 ? firstInput : undefined}
                id={id}
                type={input.type ?? 'text'}
                value={pending[input.key]}
                placeholder={input.placeholder}
                autoComplete="off"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy(own && `${id}-new-error`, position === 0 && listErrors && errorIdFor(name))}
                onChange={(event) => {
                  setPending((current) => ({ ...current, [input.key]: event.target.value }));
                  setPendingErrors({});
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    add();
                  }
                }}
                className={inputClass(invalid)}
              />
              <FieldError id={`${id}-new-error`} messages={own} />
            </div>
          );
        })}
        <button type="button" onClick={add} className={`${addButtonClass} sm:mt-5`}>
          <PlusIcon />
          {addLabel}
        </button>
      </div>
      <p role="status" className="sr-only">
        {note}
      </p>
      <FieldError id={errorIdFor(name)} messages={listErrors} />
    </div>
  );
}
