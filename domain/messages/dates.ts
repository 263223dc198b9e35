// How user-facing text writes a moment, in UTC, so a mail, a page and the server all say the same:
// a day ("November 3, 2026") or a day and time ("November 3, 2026 at 9:30 AM UTC").
export const utcDay = (iso: string): string => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const utcDateTime = (iso: string): string => `${new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
