// A proof's dates as its pages show them: 'Mar 2024 – Present', 'March 5, 2025'. Always read in
// UTC with the month names written out here, so the server and every visitor's browser write the
// same text (a page rendered on the server hydrates only if they agree) and no page pays for
// loading the browser's calendar data (Intl) before it can take over.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** 'YYYY-MM-DD' -> 'Mar 2024'; anything else -> null. */
export function monthYear(isoDate: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate?.trim() ?? '');
  if (!match) return null;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month.slice(0, 3)} ${match[1]}` : null;
}

/** 'Mar 2024 – Jun 2025', or 'Mar 2024 – Present' without an end; null without a start. */
export function dateRange(startDate: string | null | undefined, endDate: string | null | undefined): string | null {
  const start = monthYear(startDate);
  if (!start) return null;
  return `${start} – ${monthYear(endDate) ?? 'Present'}`;
}

/** An ISO time -> 'March 5, 2025' (the spec's long US format, the UTC day); anything else -> null. */
export function longDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
