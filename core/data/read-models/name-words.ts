// The admin user search's index: one item per word of a user's display name and username, so a
// search for "ada lov" is one bounded Query on the words starting with "ada" (a begins_with on the
// sort key), checked against "lov" (docs/data-model.md). Case and accents do not matter:
// "Zoë" is found by "zoe". The items are written in the same transactions as the profile's names
// (core/data/profiles/profiles.ts), so the index never disagrees with the profiles.
import type { NamedItems } from '../plumbing/transact';
import { nameWordItemTypes, nameWordKeys } from './keys';
import { tableName } from '../plumbing/client';

/** Words kept per user (a name longer than this is still found by its first words). */
export const MAX_NAME_WORDS = 16;
/** Characters kept per word; a longer word is found by its first ones. */
export const MAX_WORD_LENGTH = 40;

/** The distinct, lower-cased, accent-free words of the texts, in order of first appearance. */
export function nameWords(...texts: readonly string[]): string[] {
  const words: string[] = [];
  for (const text of texts) {
    const plain = text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
    for (const word of plain.split(/[^\p{L}\p{N}]+/u)) {
      const kept = word.slice(0, MAX_WORD_LENGTH);
      if (kept && !words.includes(kept)) words.push(kept);
    }
  }
  return words.slice(0, MAX_NAME_WORDS);
}

/** The indexed words of a profile. */
export const profileWords = (profile: { readonly displayName: string; readonly username: string }): string[] => nameWords(profile.displayName, profile.username);

export interface IndexedUser {
  readonly userId: string;
  readonly createdAt: string;
}

/**
 * Transaction items that move a user's index from `before` to `after` words: every current word is
 * (re)written with the full word list (the search reads it), every dropped word deleted. Named
 * `word:{n}` and `unword:{n}`.
 */
export function nameWordItems(user: IndexedUser, before: readonly string[], after: readonly string[]): NamedItems {
  const T = tableName();
  const items: Record<string, NamedItems[string]> = {};
  const same = before.length === after.length && before.every((word, i) => word === after[i]);
  if (same) return items;
  after.forEach((word, n) => {
    items[`word:${n}`] = { Put: { TableName: T, Item: { ...nameWordKeys.nameWord(word, user.createdAt, user.userId), type: nameWordItemTypes.nameWord, userId: user.userId, words: [...after] } } };
  });
  before
    .filter((word) => !after.includes(word))
    .forEach((word, n) => {
      items[`unword:${n}`] = { Delete: { TableName: T, Key: nameWordKeys.nameWord(word, user.createdAt, user.userId) } };
    });
  return items;
}

/**
 * Whether an index item for `word` (with the user's `words`) is the one to show for a search of
 * `tokens` queried on `queried`: every token starts some word, and `word` is the user's first word
 * starting with `queried` (so a user with two matching words shows once, on every page).
 */
export function isSearchHit(word: string, words: readonly string[], tokens: readonly string[], queried: string): boolean {
  if (!tokens.every((token) => words.some((candidate) => candidate.startsWith(token)))) return false;
  return words.find((candidate) => candidate.startsWith(queried)) === word;
}

/** The token a search queries the index on: the longest (the fewest items to read). */
export function queriedToken(tokens: readonly string[]): string | undefined {
  return [...tokens].sort((a, b) => b.length - a.length)[0];
}
