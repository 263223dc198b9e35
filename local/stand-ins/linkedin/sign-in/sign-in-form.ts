// The sign-in form's input: reading the posted form (size-capped) and checking name and e-mail.
import type { IncomingMessage } from 'node:http';
import type { SignInFormErrors, SignInFormValues } from './pages';

const MAX_FORM_BYTES = 16 * 1024;
export const MAX_NAME = 200;
export const MAX_EMAIL = 320;
export const MAX_HEADLINE = 220;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export class FormTooLarge extends Error {}

export function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        reject(new FormTooLarge('form too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

export function validate(values: SignInFormValues): SignInFormErrors {
  const errors: SignInFormErrors = {};
  if (values.name.trim() === '') errors.name = 'Enter your full name.';
  else if (values.name.trim().length > MAX_NAME) errors.name = `Your full name can be at most ${MAX_NAME} characters.`;
  const email = values.email.trim();
  if (email === '') errors.email = 'Enter your e-mail address.';
  else if (email.length > MAX_EMAIL || !EMAIL_PATTERN.test(email)) errors.email = 'Enter a valid e-mail address, like name@example.com.';
  return errors;
}
