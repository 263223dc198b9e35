// Uniform random codes over an alphabet, from a caller-supplied source of random bytes
// (crypto.getRandomValues in the browser, crypto.randomBytes on the server), so domain/ does no I/O.
import { UNAMBIGUOUS_ALPHABET } from '../constants';

/** Returns `length` random bytes. */
export type RandomBytes = (length: number) => Uint8Array;

/** Gives up on a source that keeps returning only rejected (or no) bytes, instead of looping forever. */
const MAX_ROUNDS = 64;

/**
 * Rejection sampling: a byte is used only if it is below the largest multiple of the alphabet size
 * that fits in a byte (248 for 31 characters), so every character is exactly equally likely.
 */
export function randomCode(length: number, randomBytes: RandomBytes, alphabet: string = UNAMBIGUOUS_ALPHABET): string {
  if (alphabet.length < 2 || alphabet.length > 256) throw new RangeError('Alphabet must have 2 to 256 characters');
  const limit = 256 - (256 % alphabet.length);
  let code = '';
  for (let round = 0; code.length < length; round++) {
    if (round >= MAX_ROUNDS) throw new Error('The random source returned no usable bytes');
    for (const byte of randomBytes(2 * (length - code.length))) {
      if (byte < limit) code += alphabet[byte % alphabet.length];
      if (code.length === length) break;
    }
  }
  return code;
}

/** `length` characters, all from the alphabet. */
export function isCodeOf(value: string, length: number, alphabet: string = UNAMBIGUOUS_ALPHABET): boolean {
  return value.length === length && [...value].every((char) => alphabet.includes(char));
}
