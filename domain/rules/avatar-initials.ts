// Avatar initials (spec section 9).

/** Shown when a name has no letter or digit to take an initial from. */
export const AVATAR_FALLBACK = '?';

/**
 * The first letter or digit of each word, first two words that have one, upper-cased:
 * 'ada lovelace' -> 'AL', 'Jean-Luc Picard' -> 'JP', 'Cher' -> 'C'. An empty or missing name,
 * or one made only of symbols, gives AVATAR_FALLBACK.
 */
export function avatarInitials(name: string | null | undefined): string {
  const initials = (name ?? '')
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter((initial) => initial !== '')
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return initials || AVATAR_FALLBACK;
}
