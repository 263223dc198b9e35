// Provenly IDs, shown on the dashboard and used by /verify/{id}: PROVENLY_ID_LENGTH (8)
// characters from the unambiguous alphabet, no prefix, generated like proof numbers.
import { PROVENLY_ID_LENGTH } from '../constants';
import { verifyById } from '../messages/public-pages';
import { isCodeOf, randomCode, type RandomBytes } from './random-code';

/** A fresh Provenly ID; the server still checks it is unused. */
export function generateProvenlyId(randomBytes: RandomBytes): string {
  return randomCode(PROVENLY_ID_LENGTH, randomBytes);
}

export function isProvenlyId(value: string): boolean {
  return isCodeOf(value, PROVENLY_ID_LENGTH);
}

export type VerifyIdResult = { ok: true; id: string } | { ok: false; message: string };

/**
 * The id of /verify/{id}, trimmed and upper-cased. Missing, blank or not in the Provenly ID format
 * gives 'Invalid Provenly ID' (a malformed id cannot exist, so it is not looked up).
 */
export function normaliseVerifyId(raw: string | null | undefined): VerifyIdResult {
  const id = (raw ?? '').trim().toUpperCase();
  return isProvenlyId(id) ? { ok: true, id } : { ok: false, message: verifyById.invalidId };
}
