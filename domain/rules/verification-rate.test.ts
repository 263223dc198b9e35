import { describe, expect, it } from 'vitest';
import { verificationRate } from './verification-rate';

describe('verificationRate', () => {
  it.each([
    [0, 0, 0],
    [5, 0, 0],
    [0, 10, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 200, 1],
    [1, 201, 0],
    [10, 10, 100],
    [12, 10, 100],
  ])('%i of %i is %i%%', (verified, total, expected) => {
    expect(verificationRate(verified, total)).toBe(expected);
  });
});
