import { describe, expect, it } from 'vitest';
import { generateProofNumber, isProofNumber, normaliseProofSearch } from './proof-number';
import type { RandomBytes } from './random-code';

const sequence = (bytes: number[]): RandomBytes => {
  let next = 0;
  return (length) => Uint8Array.from({ length }, () => bytes[next++] ?? 0);
};

describe('generateProofNumber', () => {
  it('is PJ- and six characters drawn from the source', () => {
    expect(generateProofNumber(sequence([0, 1, 2, 3, 4, 5]))).toBe('PJ-234567');
  });
  it('skips rejected bytes', () => {
    expect(generateProofNumber(sequence([255, 8, 248, 9, 10, 11, 12, 13]))).toBe('PJ-ABCDEF');
  });
  it('always produces a valid proof number from a real-looking source', () => {
    let state = 12345;
    const lcg: RandomBytes = (length) =>
      Uint8Array.from({ length }, () => {
        state = (state * 1103515245 + 12345) % 2 ** 31;
        return state >> 23;
      });
    for (let i = 0; i < 200; i++) expect(isProofNumber(generateProofNumber(lcg))).toBe(true);
  });
});

describe('isProofNumber', () => {
  it.each([
    ['PJ-ABC234', true],
    ['PJ-7KQ2MX', true],
    ['PJ-ABC123', false], // 1 is a look-alike, left out of the alphabet
    ['PJ-ABCD0O', false],
    ['pj-abc234', false],
    ['PJ-ABC23', false],
    ['PJ-ABC2345', false],
    ['PX-ABC234', false],
    ['ABC234', false],
    [' PJ-ABC234', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isProofNumber(value)).toBe(expected);
  });
});

describe('normaliseProofSearch', () => {
  it('trims and upper-cases', () => {
    expect(normaliseProofSearch('  pj-abc234 ')).toBe('PJ-ABC234');
  });
  it('gives null for blank or missing input', () => {
    expect(normaliseProofSearch('   ')).toBeNull();
    expect(normaliseProofSearch('')).toBeNull();
    expect(normaliseProofSearch(null)).toBeNull();
    expect(normaliseProofSearch(undefined)).toBeNull();
  });
});
