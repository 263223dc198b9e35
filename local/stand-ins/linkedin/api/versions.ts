// LinkedIn's versioned API: every /rest/ call names a monthly version (`LinkedIn-Version: YYYYMM`,
// patch releases as `YYYYMM.NN`). LinkedIn supports each version for one year from its release;
// afterwards, and for versions not yet released, it answers 426 NONEXISTENT_VERSION.
//
// The stand-in's rule, against the movable clock's current UTC month M: version V is active when
// V <= M and V is fewer than 12 months older than M (so in November 2026, 202512..202611 are
// active and 202511 is sunset).
export const SUPPORT_MONTHS = 12;

const VERSION_PATTERN = /^(\d{4})(\d{2})(?:\.(\d{2}))?$/;

/** Months since year 0 for a UTC date, so two months can be subtracted. */
const monthIndex = (year: number, month: number): number => year * 12 + (month - 1);

export type VersionCheck = { ok: true } | { ok: false; missing: boolean; echoed: string };

export function checkVersion(header: string | undefined, now: Date): VersionCheck {
  const value = header?.trim() ?? '';
  if (value === '') return { ok: false, missing: true, echoed: '' };
  const match = VERSION_PATTERN.exec(value);
  // LinkedIn echoes the version as a date (202404 -> 20240401) in its message.
  if (!match) return { ok: false, missing: false, echoed: value };
  const year = Number(match[1]);
  const month = Number(match[2]);
  const echoed = `${match[1]}${match[2]}01`;
  if (month < 1 || month > 12) return { ok: false, missing: false, echoed };
  const age = monthIndex(now.getUTCFullYear(), now.getUTCMonth() + 1) - monthIndex(year, month);
  return age >= 0 && age < SUPPORT_MONTHS ? { ok: true } : { ok: false, missing: false, echoed };
}

/** The newest active version at `now` (YYYYMM), for tests and documentation. */
export function latestVersion(now: Date): string {
  return `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The oldest version still active at `now` (YYYYMM). */
export function oldestActiveVersion(now: Date): string {
  const index = monthIndex(now.getUTCFullYear(), now.getUTCMonth() + 1) - (SUPPORT_MONTHS - 1);
  return `${Math.floor(index / 12)}${String((index % 12) + 1).padStart(2, '0')}`;
}
