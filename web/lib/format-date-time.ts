// A moment as the validation portal and the withdrawal page show it to a co-signer: the US medium
// date and short time, in the reader's own time zone ('Nov 20, 2026, 11:00 AM'). Anything that is
// not a time stays as it came.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
}
