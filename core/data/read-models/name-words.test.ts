import { describe, expect, it } from 'vitest';
import { isSearchHit, nameWords, queriedToken } from './name-words';

describe('name words', () => {
  it('splits names and usernames into distinct lower-case words without accents', () => {
    expect(nameWords('Zoë  O’Brien-Smith', 'zoe.obrien_42')).toEqual(['zoe', 'o', 'brien', 'smith', 'obrien', '42']);
    expect(nameWords('  ', '')).toEqual([]);
  });

  it('finds a user by the start of any word, all search words having to match, once per user', () => {
    const words = nameWords('Ada Lovelace', 'ada-l');
    const tokens = nameWords('LOV ad');
    const queried = queriedToken(tokens)!;
    expect(queried).toBe('lov');
    expect(isSearchHit('lovelace', words, tokens, queried)).toBe(true);
    expect(isSearchHit('lovelace', words, nameWords('lov grace'), 'grace')).toBe(false);
    // "ad" matches "ada" twice over (name and username words are one list): one hit, on the first.
    expect(isSearchHit('ada', words, ['ad'], 'ad')).toBe(true);
    expect(isSearchHit('l', words, ['l'], 'l')).toBe(false);
    expect(isSearchHit('lovelace', words, ['l'], 'l')).toBe(true);
  });
});
