// A labelled one-line field (the label can be for screen readers only, beside a placeholder that
// says the same), with the server's messages for it underneath when there are any.
import type { InputHTMLAttributes } from 'react';
import { FieldError } from '../../../components/form/FieldError';
import { fieldInput, fieldLabel } from './field-styles';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

export function TextField({
  id,
  label,
  labelHidden = false,
  value,
  onChange,
  messages,
  className,
  ...input
}: InputProps & {
  id: string;
  label: string;
  labelHidden?: boolean;
  value: string;
  onChange: (value: string) => void;
  messages?: readonly string[];
  /** Classes of the field's box (its width in a row of fields). */
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={messages ? true : undefined}
        aria-describedby={messages ? `${id}-error` : undefined}
        className={fieldInput}
      />
      <FieldError id={`${id}-error`} messages={messages} />
    </div>
  );
}
