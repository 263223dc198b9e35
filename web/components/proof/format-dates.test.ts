import { describe, expect, it } from 'vitest';
import { dateRange, longDate, monthYear } from './format-dates';

describe("a proof's dates", () => {
  it('writes month and year the way en-US short dates do', () => {
    const months = Array.from({ length: 12 }, (_, index) => `2024-${String(index + 1).padStart(2, '0')}-15`);
    const expected = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (const day of months) expect(monthYear(day)).toBe(expected.format(Date.parse(`${day}T00:00:00Z`)));
    expect(monthYear('2024-13-01')).toBeNull();
    expect(monthYear('March 2024')).toBeNull();
    expect(dateRange('2024-03-01', null)).toBe('Mar 2024 – Present');
    expect(dateRange('2024-03-01', '2025-06-30')).toBe('Mar 2024 – Jun 2025');
  });

  it('writes the long date of the UTC day, the same on the server and in any browser', () => {
    expect(longDate('2025-03-05T23:30:00.000Z')).toBe('March 5, 2025');
    expect(longDate('2025-03-06T00:30:00+02:00')).toBe('March 5, 2025');
    const expected = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) {
      const iso = new Date(Date.UTC(2026, month, 28, 12)).toISOString();
      expect(longDate(iso)).toBe(expected.format(Date.parse(iso)));
    }
    expect(longDate('not a date')).toBeNull();
    expect(longDate(null)).toBeNull();
  });
});
