import { describe, expect, it } from 'vitest';
import { trustBadgeVariant } from './trust-badge-variant';

describe('trustBadgeVariant', () => {
  it.each([
    [10, 'default'],
    [8, 'default'],
    [7.9, 'secondary'],
    [6, 'secondary'],
    [5.9, 'outline'],
    [0, 'outline'],
    [null, 'secondary'],
    [undefined, 'secondary'],
    [Number.NaN, 'secondary'],
  ])('%s -> %s', (value, expected) => {
    expect(trustBadgeVariant(value)).toBe(expected);
  });
});
