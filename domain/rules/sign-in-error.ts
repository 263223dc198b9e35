// The message shown when sign-in fails (spec section 8, Sign-in).
import { signIn } from '../messages/sign-in';

/** Checked in this order, as a lower-case contains-match on the provider's error text. */
const KNOWN_ERRORS: readonly (readonly [fragment: string, message: string])[] = [
  ['provider is not enabled', signIn.providerNotEnabled],
  ['requested path is invalid', signIn.setupIncomplete],
  ['network', signIn.network],
  ['timeout', signIn.timeout],
];

export function signInErrorMessage(error: string | null | undefined): string {
  if (!error?.trim()) return signIn.unexpected;
  const text = error.toLowerCase();
  return KNOWN_ERRORS.find(([fragment]) => text.includes(fragment))?.[1] ?? error;
}
