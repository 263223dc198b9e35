// The arithmetic of the hand-made charts: a "nice" top for the axis and its ticks.

/** The smallest of 1, 2, 5 x 10^n at or above `max` (at least 1), so ticks fall on round numbers. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** Evenly spaced whole-number ticks from 0 to `top` (at most five intervals). */
export function ticks(top: number): number[] {
  const intervals = top <= 4 ? top : top % 4 === 0 ? 4 : 5;
  const step = top / intervals;
  return Array.from({ length: intervals + 1 }, (_, index) => Math.round(index * step));
}

/** A short day label: 26 Nov. */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}
