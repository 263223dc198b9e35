// The form's state: the draft, and the messages to show under each field. After the first
// submit the schema re-checks every change, so a message leaves as soon as its field is right.
import { useCallback, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ProjectFormValues } from '../../../domain/project-form';
import { elementIdFor, fieldOf, firstErrorKey, isFieldName, validateDraft, type FieldErrors, type FormDraft } from './form-draft';

export type DraftChange = Partial<FormDraft> | ((draft: FormDraft) => Partial<FormDraft>);

export interface ProjectFormState {
  readonly draft: FormDraft;
  readonly errors: FieldErrors;
  update(change: DraftChange): void;
  /** The values to send, or null after showing every message and focusing the first field. */
  validateForSubmit(): ProjectFormValues | null;
  /** Shows a 400's field messages beside their fields; false when none belongs to a field. */
  showServerErrors(fields: FieldErrors): boolean;
}

function focusFirst(errors: FieldErrors) {
  const key = firstErrorKey(errors);
  if (key) document.getElementById(elementIdFor(key))?.focus();
}

export function useProjectForm(initial: FormDraft): ProjectFormState {
  const [draft, setDraft] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const errors = useMemo(() => ({ ...serverErrors, ...(attempted ? validateDraft(draft).errors : null) }), [attempted, draft, serverErrors]);

  const update = useCallback((change: DraftChange) => {
    setDraft((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
    // A server message is about the value that was sent: it goes once that field changes.
    if (typeof change !== 'function') {
      setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(fieldOf(key) in change))));
    }
  }, []);

  const validateForSubmit = useCallback((): ProjectFormValues | null => {
    const result = validateDraft(draft);
    flushSync(() => {
      setAttempted(true);
      setServerErrors({});
    });
    if (result.values) return result.values;
    focusFirst(result.errors);
    return null;
  }, [draft]);

  const showServerErrors = useCallback((fields: FieldErrors) => {
    const own = Object.fromEntries(Object.entries(fields).filter(([key]) => isFieldName(fieldOf(key))));
    if (Object.keys(own).length === 0) return false;
    flushSync(() => setServerErrors(own));
    focusFirst(own);
    return true;
  }, []);

  return { draft, errors, update, validateForSubmit, showServerErrors };
}
