import { describe, expect, it } from 'vitest';
import { createThrottle, noThrottle } from './throttle';

describe('the local route throttle', () => {
  it('lets the burst through, then refuses until tokens refill at the rate', () => {
    let now = 0;
    const allow = createThrottle(() => now);
    const limits = { rate: 20, burst: 40 };
    const first = Array.from({ length: 50 }, () => allow('GET /x', limits));
    expect(first.filter(Boolean)).toHaveLength(40);
    now += 100; // 0.1 s at 20/s: two tokens
    expect([allow('GET /x', limits), allow('GET /x', limits), allow('GET /x', limits)]).toEqual([true, true, false]);
    now += 10_000;
    expect(Array.from({ length: 45 }, () => allow('GET /x', limits)).filter(Boolean)).toHaveLength(40);
  });

  it('keeps one bucket per route and leaves unthrottled routes alone', () => {
    const allow = createThrottle(() => 0);
    for (let n = 0; n < 5; n += 1) allow('GET /a', { rate: 1, burst: 5 });
    expect(allow('GET /a', { rate: 1, burst: 5 })).toBe(false);
    expect(allow('GET /b', { rate: 1, burst: 5 })).toBe(true);
    expect(Array.from({ length: 1000 }, () => allow('GET /c', undefined)).every(Boolean)).toBe(true);
    expect(noThrottle('GET /a', { rate: 1, burst: 1 })).toBe(true);
  });
});
