// One way to hold a form: its values, the messages of the shared zod schema (the one the server
// parses too, so the browser shows exactly the server's words), focus on the first field with a
// message, and a 400's field messages beside their fields.
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { errorsFor, firstErrorPath, issuesToErrors, NO_ERRORS, withoutFields, type FieldErrors } from './field-errors';

export type FormChange<V> = Partial<V> | ((values: V) => Partial<V>);

export interface ZodFormOptions<S extends z.ZodType, V> {
  readonly schema: S;
  readonly initial: V;
  /** The form's fields in the order it shows them: the first with a message gets focus. */
  readonly fields: readonly (keyof V & string)[];
  /** The id of the control to focus for a path ('title', 'outcomes.0', 'decision'). */
  readonly controlId: (path: string) => string;
  /** What the schema parses, when the form holds another shape (e.g. '' for "no end date"). */
  readonly toInput?: (values: V) => unknown;
  /**
   * After a submit with messages: 'recheck' (the default) checks again on every change, so a
   * message leaves as soon as its field is right; 'clear' drops a field's messages as soon as
   * it is edited, and checks again at the next submit.
   */
  readonly afterSubmit?: 'recheck' | 'clear';
}

export interface ZodForm<V, Out> {
  readonly values: V;
  /** The messages to show now: the schema's (once submitted) over the server's. */
  readonly errors: FieldErrors;
  update(change: FormChange<V>): void;
  /** The parsed values to send; or null, after showing every message and focusing the first. */
  validateForSubmit(): Out | null;
  /** Shows a 400's field messages beside their fields; false when none belongs to this form. */
  showServerErrors(fields: FieldErrors): boolean;
  /** Starts again from `values` (by default the initial ones), with no messages. */
  reset(values?: V): void;
}

interface FormState<V> {
  readonly values: V;
  readonly submitted: boolean;
  /** The schema's messages at the last submit (what 'clear' shows). */
  readonly submitErrors: FieldErrors;
  /** The server's messages about the values last sent; a field's go once it changes. */
  readonly serverErrors: FieldErrors;
}

const fresh = <V>(values: V): FormState<V> => ({ values, submitted: false, submitErrors: NO_ERRORS, serverErrors: NO_ERRORS });

type Parsed<Out> = { readonly data: Out; readonly errors: null } | { readonly data: null; readonly errors: FieldErrors };

/** Parses with the schema: the output, or the messages by field path. */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data, errors: null } : { data: null, errors: issuesToErrors(result.error.issues) };
}

export function useZodForm<S extends z.ZodType, V>(options: ZodFormOptions<S, V>): ZodForm<V, z.output<S>> {
  const { schema, initial, fields, controlId, toInput, afterSubmit = 'recheck' } = options;
  const [initialValues] = useState(initial);
  const [state, setState] = useState<FormState<V>>(() => fresh(initial));
  const { values, submitted, submitErrors, serverErrors } = state;

  const parse = (from: V) => parseForm(schema, toInput ? toInput(from) : from);
  const schemaErrors = !submitted ? NO_ERRORS : afterSubmit === 'clear' ? submitErrors : (parse(values).errors ?? NO_ERRORS);
  const errors = schemaErrors === NO_ERRORS ? serverErrors : { ...serverErrors, ...schemaErrors };

  const focusFirst = (shown: FieldErrors) => {
    const path = firstErrorPath(shown, fields);
    if (path) document.getElementById(controlId(path))?.focus();
  };

  const update = useCallback(
    (change: FormChange<V>) =>
      setState((current) => {
        const patch = typeof change === 'function' ? change(current.values) : change;
        const changed = (Object.keys(patch) as (keyof V & string)[]).filter((key) => !Object.is(patch[key], current.values[key]));
        if (changed.length === 0) return current;
        return {
          ...current,
          values: { ...current.values, ...patch },
          submitErrors: withoutFields(current.submitErrors, changed),
          serverErrors: withoutFields(current.serverErrors, changed),
        };
      }),
    [],
  );

  const validateForSubmit = (): z.output<S> | null => {
    const result = parse(values);
    // Rendered before focusing, so the field is announced with its message.
    flushSync(() => setState((current) => ({ ...current, submitted: true, submitErrors: result.errors ?? NO_ERRORS, serverErrors: NO_ERRORS })));
    if (result.errors) focusFirst(result.errors);
    return result.data;
  };

  const showServerErrors = (fromServer: FieldErrors): boolean => {
    const own = errorsFor(fromServer, fields);
    if (Object.keys(own).length === 0) return false;
    flushSync(() => setState((current) => ({ ...current, serverErrors: own })));
    focusFirst(own);
    return true;
  };

  const reset = useCallback((next?: V) => setState(fresh(next === undefined ? initialValues : next)), [initialValues]);

  return { values, errors, update, validateForSubmit, showServerErrors, reset };
}
