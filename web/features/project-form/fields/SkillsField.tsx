import { useRef, useState, type ReactNode } from 'react';
import { CloseIcon, PlusIcon } from '../../../components/icons';
import { describedBy, type FieldErrors } from '../../../components/form/field-errors';
import { FieldError } from '../../../components/form/FieldError';
import { errorIdFor } from '../form-draft';
import { addButtonClass, inputClass, labelClass, removeButtonClass } from './styles';

interface SkillsFieldProps {
  readonly skills: readonly string[];
  readonly onChange: (skills: string[]) => void;
  /** The form's messages: 'skills' for the list, 'skills.N' for one skill. */
  readonly errors: FieldErrors;
  /** The schema's messages for a skill about to be added. */
  readonly check: (skill: string) => FieldErrors;
  readonly action?: ReactNode;
}

const ID = 'project-skills';

/** Skills as removable chips; added with Enter or the plus button, a duplicate (any case) ignored. */
export function SkillsField({ skills, onChange, errors, check, action }: SkillsFieldProps) {
  const [pending, setPending] = useState('');
  const [pendingErrors, setPendingErrors] = useState<readonly string[]>([]);
  const [note, setNote] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listErrors = errors.skills;

  const add = () => {
    const skill = pending.trim();
    if (!skill) return;
    if (skills.some((existing) => existing.toLowerCase() === skill.toLowerCase())) {
      setPending('');
      setNote(`${skill} is already in your skills.`);
      return;
    }
    const problems = check(skill)[''] ?? [];
    setPendingErrors(problems);
    if (problems.length > 0) return;
    onChange([...skills, skill]);
    setPending('');
    setNote(`Added ${skill}.`);
  };

  const remove = (index: number) => {
    setNote(`Removed ${skills[index] ?? 'skill'}.`);
    onChange(skills.filter((_, i) => i !== index));
    inputRef.current?.focus();
  };

  const invalid = (listErrors?.length ?? 0) > 0 || pendingErrors.length > 0;
  return (
    <div>
      <div className="mb-1.5 flex min-h-8 items-end justify-between gap-2">
        <label htmlFor={ID} className={labelClass}>
          Skills
        </label>
        {action}
      </div>
      {skills.length > 0 && (
        <ul aria-label="Added skills" className="mb-2 flex flex-wrap gap-2">
          {skills.map((skill, index) => (
            <li key={skill} id={`${ID}-${index}`} tabIndex={-1} aria-describedby={describedBy(errors[`skills.${index}`] && errorIdFor(`skills.${index}`))} className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-1 pr-1 pl-3 text-sm font-medium text-blue-900">
              {skill}
              <button type="button" onClick={() => remove(index)} aria-label={`Remove skill ${skill}`} className={`${removeButtonClass} rounded-full p-0.5`}>
                <CloseIcon className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {skills.map((skill, index) => (
        <FieldError key={skill} id={errorIdFor(`skills.${index}`)} messages={errors[`skills.${index}`]?.map((message) => `${skill}: ${message}`)} />
      ))}
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={ID}
          value={pending}
          placeholder="e.g. TypeScript, then Enter"
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(`${ID}-hint`, listErrors && errorIdFor('skills'), pendingErrors.length > 0 && `${ID}-new-error`)}
          onChange={(event) => {
            setPending(event.target.value);
            setPendingErrors([]);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className={inputClass(invalid)}
        />
        <button type="button" onClick={add} aria-label="Add skill" className={addButtonClass}>
          <PlusIcon />
        </button>
      </div>
      <p id={`${ID}-hint`} className="mt-1 text-xs text-slate-500">
        Press Enter or the plus button to add each skill.
      </p>
      <p role="status" className="sr-only">
        {note}
      </p>
      <FieldError id={`${ID}-new-error`} messages={pendingErrors} />
      <FieldError id={errorIdFor('skills')} messages={listErrors} />
    </div>
  );
}
