// A labelled text area for a note or a reason, with what is wrong with it underneath (announced
// through aria-describedby when there is something).
import { FieldError } from '../../../components/form/FieldError';

export function NoteField({
  id,
  label,
  rows,
  maxLength,
  value,
  onChange,
  problem,
}: {
  id: string;
  label: string;
  rows: number;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
}) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
      />
      <FieldError id={`${id}-error`} messages={problem ? [problem] : undefined} />
    </>
  );
}
