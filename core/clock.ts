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

/**
 * The identity provider's clock: it says when a person signed in (a token's `auth_time`) and when a
 * token expires, and sign-in times are compared with it, never with the business clock above. In
 * the cloud both are the system clock; locally, moving the business clock signs no one out and
 * makes no sign-in old, as it expires no token (docs/identity.md).
 */
export const identityClock = {
  nowSeconds(): number {
    return Math.floor(Date.now() / 1000);
  },
};
