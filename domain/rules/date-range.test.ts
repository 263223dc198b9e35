import { describe, expect, it } from 'vitest';
import { dateRange, monthYear } from './date-range';

describe('monthYear and dateRange', () => {
  it('names the month and year', () => {
    expect(monthYear('2025-01-10')).toBe('Jan 2025');
    expect(monthYear('2024-12-31')).toBe('Dec 2024');
    expect(monthYear('2024-13-01')).toBeNull();
    expect(monthYear('')).toBeNull();
    expect(monthYear(null)).toBeNull();
  });

  it('runs to Present without an end date', () => {
    expect(dateRange('2024-03-01', null)).toBe('Mar 2024 – Present');
    expect(dateRange('2024-03-01', '2025-06-30')).toBe('Mar 2024 – Jun 2025');
    expect(dateRange(null, '2025-06-30')).toBe('');
  });
});
