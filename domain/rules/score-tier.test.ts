import { describe, expect, it } from 'vitest';
import { scoreTier } from './score-tier';

describe('scoreTier', () => {
  it.each([
    [0, 'Emerging', 'orange'],
    [149, 'Emerging', 'orange'],
    [149.9, 'Emerging', 'orange'],
    [150, 'Developing', 'blue'],
    [249, 'Developing', 'blue'],
    [250, 'Proficient', 'green'],
    [349, 'Proficient', 'green'],
    [350, 'Expert', 'purple'],
    [10_000, 'Expert', 'purple'],
  ])('%d is %s (%s)', (score, name, color) => {
    expect(scoreTier(score)).toMatchObject({ name, color });
  });

  it('counts a negative or non-numeric score as Emerging', () => {
    expect(scoreTier(-5).name).toBe('Emerging');
    expect(scoreTier(Number.NaN).name).toBe('Emerging');
  });
});
