import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-age';

const now = new Date('2025-03-31T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeAge', () => {
  it.each([
    [0, 'Today'],
    [DAY - 1, 'Today'],
    [DAY, '1d ago'],
    [2 * DAY, '2d ago'],
    [6 * DAY, '6d ago'],
    [7 * DAY - 1, '6d ago'],
    [7 * DAY, '1w ago'],
    [13 * DAY, '1w ago'],
    [14 * DAY, '2w ago'],
    [29 * DAY, '4w ago'],
    [30 * DAY, '1mo ago'],
    [59 * DAY, '1mo ago'],
    [60 * DAY, '2mo ago'],
    [400 * DAY, '13mo ago'],
  ])('%i ms ago is %s', (ms, expected) => {
    expect(relativeAge(ago(ms), now)).toBe(expected);
  });

  it('accepts a Date', () => {
    expect(relativeAge(new Date(now.getTime() - 3 * DAY), now)).toBe('3d ago');
  });

  it('shows Today for a future or unreadable time', () => {
    expect(relativeAge(ago(-5 * DAY), now)).toBe('Today');
    expect(relativeAge('not a date', now)).toBe('Today');
  });
});
