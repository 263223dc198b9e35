// A proof's dates as cards and previews show them: 'Mar 2024 – Present' (spec: month-year to
// Present). Fixed English month names, so the server renders the same text everywhere.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2025-01-10' -> 'Jan 2025'; anything that is not YYYY-MM[-DD] gives null. */
export function monthYear(date: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})/.exec(date ?? '');
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : null;
}

/** 'Mar 2024 – Jun 2025', or 'Mar 2024 – Present' without an end; '' without a start. */
export function dateRange(startDate: string | null | undefined, endDate: string | null | undefined): string {
  const start = monthYear(startDate);
  if (!start) return '';
  return `${start} – ${monthYear(endDate) ?? 'Present'}`;
}
