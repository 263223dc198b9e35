// Every date on the admin pages, in the product's format (en-US, medium date, short time, as
// web/lib/format-date-time.ts writes them for co-signers in their own zone), read here in UTC,
// the server's clock, and said to be so. Anything that is not a time gives ''.
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const timeOf = (iso: string | null | undefined): number | null => {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? null : time;
};

/** '2026-11-20T10:00:00Z' -> 'Nov 20, 2026, 10:00 AM UTC'. */
export function formatWhen(iso: string | null | undefined): string {
  const time = timeOf(iso);
  return time === null ? '' : `${DATE_TIME.format(time)} UTC`;
}

/** '2026-11-20T10:00:00Z' -> 'Nov 20, 2026' (the UTC day). */
export function formatDay(iso: string | null | undefined): string {
  const time = timeOf(iso);
  return time === null ? '' : DAY.format(time);
}
