import { describe, expect, it } from 'vitest';
import { niceMax, shortDay, ticks } from './chart-scale';

describe('chart scale', () => {
  it('rounds the axis top up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 10, 11, 48, 230].map(niceMax)).toEqual([1, 1, 5, 10, 10, 20, 50, 500]);
  });

  it('puts ticks on whole numbers from 0 to the top', () => {
    expect(ticks(1)).toEqual([0, 1]);
    expect(ticks(2)).toEqual([0, 1, 2]);
    expect(ticks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(ticks(50)).toEqual([0, 10, 20, 30, 40, 50]);
  });

  it('labels days briefly, in UTC', () => {
    expect(shortDay('2026-11-26')).toBe('26 Nov');
  });
});
