// The admin pages' one date format: the product's en-US medium date and short time, in UTC.
import { describe, expect, it } from 'vitest';
import { formatDay, formatWhen } from './dates';

// ICU writes a narrow no-break space before AM/PM; the test reads it as a space.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('admin dates', () => {
  it('writes a time in the product format, in UTC, and says so', () => {
    expect(plain(formatWhen('2026-11-20T23:30:00.000Z'))).toBe('Nov 20, 2026, 11:30 PM UTC');
  });

  it('writes the UTC day', () => {
    expect(formatDay('2026-11-20T23:30:00.000Z')).toBe('Nov 20, 2026');
  });

  it('writes nothing for what is not a time', () => {
    expect(formatWhen(null)).toBe('');
    expect(formatWhen('soon')).toBe('');
    expect(formatDay(undefined)).toBe('');
  });
});
