import { describe, expect, it } from 'vitest';
import { rateLimitKeys as keys } from './keys';
import { windowStart } from './rate-limits';

describe('fixed rate-limit windows', () => {
  const HOUR = 3_600_000;
  it('start on the clock hour, in UTC', () => {
    expect(windowStart(new Date('2025-03-04T10:59:59.999Z'), HOUR).toISOString()).toBe('2025-03-04T10:00:00.000Z');
    expect(windowStart(new Date('2025-03-04T11:00:00.000Z'), HOUR).toISOString()).toBe('2025-03-04T11:00:00.000Z');
  });
  it('name their window in the counter key', () => {
    expect(keys.suggestionCounter('u1', '2025-03-04T12:00:00+02:00')).toEqual({ pk: 'USER#u1', sk: 'SUGGESTIONS#2025-03-04T10:00:00.000Z' });
  });
});
