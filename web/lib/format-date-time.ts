// A moment as the validation portal and the withdrawal page show it to a co-signer: the US medium
// date and short time, in the reader's own time zone ('Nov 20, 2026, 11:00 AM'). Anything that is
// not a time stays as it came.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
}

const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** A day as a sentence says it, in the reader's own time zone ('December 12, 2026'). */
export function formatLongDay(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : longDay.format(time);
}
