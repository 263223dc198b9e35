import { describe, expect, it } from 'vitest';
import { MAX_TITLE_WORDS, titleMatches, titleWords } from './title-words';

describe('title words', () => {
  it('lower-cases and splits on anything but letters and digits, once per word', () => {
    expect(titleWords('Checkout Rewrite at ACME: checkout v2')).toEqual(['checkout', 'rewrite', 'at', 'acme', 'v2']);
  });

  it('keeps letters of every script and bounds the count', () => {
    expect(titleWords('Überarbeitung des Zahlungsportals')).toEqual(['überarbeitung', 'des', 'zahlungsportals']);
    expect(titleWords(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_TITLE_WORDS);
  });

  it('matches when each search word begins a title word, in any case', () => {
    expect(titleMatches('Payments dashboard at Acme', ['dash'])).toBe(true);
    expect(titleMatches('Payments dashboard at Acme', ['acme', 'pay'])).toBe(true);
    expect(titleMatches('Payments dashboard at Acme', ['board'])).toBe(false);
    expect(titleMatches('Payments dashboard at Acme', ['pay', 'zeta'])).toBe(false);
  });
});
