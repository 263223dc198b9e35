import { randomBytes } from 'node:crypto';

/** Cryptographically secure random bytes, in the shape domain/ code asks for. */
export const secureRandomBytes = (length: number): Uint8Array => new Uint8Array(randomBytes(length));
