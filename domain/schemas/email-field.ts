// An e-mail field as a person types it: trimmed, required, valid, lower-cased for lookups.
import * as z from 'zod';

/** Lower-casing the whole address (local part too) is how every mail provider in practice treats it. */
export const emailField = (messages: { required: string; invalid: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(254, { error: messages.invalid })
    .pipe(z.email({ error: messages.invalid }))
    .transform((email) => email.toLowerCase());
