import { describe, expect, it } from 'vitest';
import { verificationRate } from './verification-rate';

describe('verificationRate', () => {
  it('is the rounded percent of verified recognitions, 0 when there are none', () => {
    expect(verificationRate(0, 0)).toBe(0);
    expect(verificationRate(1, 3)).toBe(33);
    expect(verificationRate(2, 3)).toBe(67);
    expect(verificationRate(5, 5)).toBe(100);
    expect(verificationRate(1, 200)).toBe(1);
    expect(verificationRate(1, 201)).toBe(0);
  });
});
