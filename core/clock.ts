// The one clock all server code reads. In the cloud it is the system clock; the local runtime can
// move it forward (POST /__local/clock) so expiry and daily limits can be exercised by hand.
let offsetMs = 0;

export const clock = {
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
  nowIso(): string {
    return this.now().toISOString();
  },
  /** Moves the clock forward; never backward, so stored timestamps stay ordered. */
  advance(ms: number): Date {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The clock only moves forward');
    offsetMs += ms;
    return this.now();
  },
};

/**
 * Back to the system's time. A local runtime that starts on a table of its own in a process that
 * ran another starts here, as a new process would; stored timestamps on that table are its own.
 */
export function restartClock(): void {
  offsetMs = 0;
}
