// Field messages keyed by path, as zod reports them and as the API's error body carries them
// (`{ error: { fields: { "outcomes.0.description": ["…"] } } }`, docs/decisions.md).
import type { z } from 'zod';

/** Field path ('title', 'outcomes', 'outcomes.0.description') -> its messages. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export const NO_ERRORS: FieldErrors = Object.freeze({});

/** zod's issues as field messages: one list per path, each message once. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** The top-level field of a path: 'outcomes.0.description' -> 'outcomes'. */
export const fieldOf = (path: string): string => path.split('.')[0] ?? path;

/** Only the messages whose field is one of `fields`. */
export function errorsFor(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path, messages]) => fields.includes(fieldOf(path)) && messages.length > 0));
}

/** Every message of `errors` except those of the given fields. */
export function withoutFields(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  if (fields.length === 0) return errors;
  const kept = Object.entries(errors).filter(([path]) => !fields.includes(fieldOf(path)));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/**
 * The first path with a message, in the order the form shows its fields (`fields`); within a
 * list, the field itself before its items, and items in order.
 */
export function firstErrorPath(errors: FieldErrors, fields: readonly string[]): string | null {
  const rank = (path: string) => {
    const [, index] = path.split('.');
    const item = index !== undefined && /^\d+$/.test(index) ? Number(index) + 1 : 0;
    return fields.indexOf(fieldOf(path)) * 1_000_000 + item;
  };
  const paths = Object.keys(errorsFor(errors, fields));
  return paths.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** Joins the ids of the descriptions that exist: `aria-describedby` without dangling ids. */
export const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
