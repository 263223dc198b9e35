// The project form's state: the draft and the messages under each field, held by the shared form
// hook over projectFormSchema. After the first submit the schema re-checks every change, so a
// message leaves as soon as its field is right.
import { projectFormSchema, type ProjectFormValues } from '../../../domain/project-form';
import type { FieldErrors } from '../../components/form/field-errors';
import { useZodForm, type FormChange } from '../../components/form/useZodForm';
import { draftToInput, elementIdFor, FIELD_ORDER, type FormDraft } from './form-draft';

export type DraftChange = FormChange<FormDraft>;

export interface ProjectFormState {
  readonly draft: FormDraft;
  readonly errors: FieldErrors;
  update(change: DraftChange): void;
  /** The values to send, or null after showing every message and focusing the first field. */
  validateForSubmit(): ProjectFormValues | null;
  /** Shows a 400's field messages beside their fields; false when none belongs to a field. */
  showServerErrors(fields: FieldErrors): boolean;
}

export function useProjectForm(initial: FormDraft): ProjectFormState {
  const form = useZodForm({ schema: projectFormSchema, initial, fields: FIELD_ORDER, controlId: elementIdFor, toInput: draftToInput });
  return { ...form, draft: form.values };
}
