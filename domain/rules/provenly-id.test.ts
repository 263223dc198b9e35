import { describe, expect, it } from 'vitest';
import { generateProvenlyId, isProvenlyId, normaliseVerifyId } from './provenly-id';
import type { RandomBytes } from './random-code';

const sequence = (bytes: number[]): RandomBytes => {
  let next = 0;
  return (length) => Uint8Array.from({ length }, () => bytes[next++] ?? 0);
};

describe('generateProvenlyId', () => {
  it('is eight characters drawn from the source, rejecting biased bytes', () => {
    expect(generateProvenlyId(sequence([0, 1, 2, 3, 250, 4, 5, 6, 7]))).toBe('23456789');
  });
});

describe('isProvenlyId', () => {
  it.each([
    ['ABCD2345', true],
    ['ABCD234', false],
    ['ABCD23456', false],
    ['ABCD2340', false],
    ['abcd2345', false],
  ])('%s -> %s', (value, expected) => {
    expect(isProvenlyId(value)).toBe(expected);
  });
});

describe('normaliseVerifyId', () => {
  it('trims and upper-cases a valid id', () => {
    expect(normaliseVerifyId(' abcd2345 ')).toEqual({ ok: true, id: 'ABCD2345' });
  });
  it('gives Invalid Provenly ID when missing, blank or malformed', () => {
    for (const raw of [undefined, null, '', '  ', 'abc', 'ABCD234O']) {
      expect(normaliseVerifyId(raw)).toEqual({ ok: false, message: 'Invalid Provenly ID' });
    }
  });
});
