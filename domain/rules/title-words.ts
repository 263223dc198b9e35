// The words of a proof title as the admin search indexes and matches them: lower-cased, accents
// kept, split on anything that is not a letter or a digit. A search matches a proof when each of
// its words begins one of the title's words ("dash" finds "Payments dashboard").

/** At most this many distinct words of a title are indexed (the first ones). */
export const MAX_TITLE_WORDS = 16;
/** A word longer than this is indexed by its first characters. */
export const MAX_WORD_LENGTH = 40;

export function titleWords(text: string): string[] {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => Array.from(word).slice(0, MAX_WORD_LENGTH).join(''));
  return [...new Set(words)].slice(0, MAX_TITLE_WORDS);
}

/** Whether every word of the search begins a word of the title. */
export function titleMatches(title: string, searchWords: readonly string[]): boolean {
  const words = titleWords(title);
  return searchWords.every((wanted) => words.some((word) => word.startsWith(wanted)));
}
