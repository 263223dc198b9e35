// A proof's dates as its card shows them: 'Mar 2024 – Present'.
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' -> 'Mar 2024'; anything else -> null. Read in UTC, so no time zone shifts the month. */
export function monthYear(isoDate: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate?.trim() ?? '');
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : MONTH_YEAR.format(time);
}

/** 'Mar 2024 – Jun 2025', or 'Mar 2024 – Present' without an end; null without a start. */
export function dateRange(startDate: string | null | undefined, endDate: string | null | undefined): string | null {
  const start = monthYear(startDate);
  if (!start) return null;
  return `${start} – ${monthYear(endDate) ?? 'Present'}`;
}
