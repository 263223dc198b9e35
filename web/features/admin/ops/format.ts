// How the operations pages write times and durations: in UTC, the server's clock.
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

export const dateTime = (iso: string): string => `${DATE_TIME.format(new Date(iso))} UTC`;

export function duration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

/** A long id shortened for a table cell (the full id is in its title). */
export const shortId = (id: string): string => (id.length > 12 ? `${id.slice(0, 8)}…` : id);
