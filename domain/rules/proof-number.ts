// Proof numbers: 'PJ-' and 6 characters from the unambiguous alphabet, e.g. PJ-7KQ2MX.
import { PROOF_NUMBER_LENGTH, PROOF_NUMBER_PREFIX } from '../constants';
import { isCodeOf, randomCode, type RandomBytes } from './random-code';

/** A fresh proof number; the server still checks it is unused (31^6 ≈ 8.9e8 values). */
export function generateProofNumber(randomBytes: RandomBytes): string {
  return PROOF_NUMBER_PREFIX + randomCode(PROOF_NUMBER_LENGTH, randomBytes);
}

/** Exact format only: call normaliseProofSearch first for user input. */
export function isProofNumber(value: string): boolean {
  return value.startsWith(PROOF_NUMBER_PREFIX) && isCodeOf(value.slice(PROOF_NUMBER_PREFIX.length), PROOF_NUMBER_LENGTH);
}

/** The proof search box: trimmed and upper-cased; blank gives null (the Validate button is disabled). */
export function normaliseProofSearch(input: string | null | undefined): string | null {
  const value = (input ?? '').trim().toUpperCase();
  return value === '' ? null : value;
}
