import { describe, expect, it } from 'vitest';
import { findMatches, keywordSpans, listPhrase, rankMatches, tidyParagraphs, tidySentence } from './text';

describe('keywordSpans', () => {
  it('matches whole words only, ignoring case', () => {
    expect(keywordSpans('Java and JavaScript', 'java')).toEqual([[0, 4]]);
    expect(keywordSpans('We use JAVA.', 'java')).toEqual([[7, 11]]);
  });
  it('lets a trailing * match longer words', () => {
    expect(keywordSpans('optimised and optimizing', 'optimi*')).toEqual([[0, 9], [14, 24]]);
  });
  it('keeps the punctuation of keywords like c++, .net and a/b', () => {
    expect(keywordSpans('C++ and .NET; A/B tests', 'c++')).toEqual([[0, 3]]);
    expect(keywordSpans('C++ and .NET; A/B tests', '.net')).toEqual([[8, 12]]);
    expect(keywordSpans('C++ and .NET; A/B tests', 'a/b test*')).toEqual([[14, 23]]);
  });
  it('matches exact keywords with their case, and regular expressions on the lower-cased text', () => {
    expect(keywordSpans('AI for the aisle', { exact: 'AI' })).toEqual([[0, 2]]);
    expect(keywordSpans('We Led A Team of five', /\bled a team\b/)).toEqual([[3, 13]]);
  });
});

describe('findMatches and rankMatches', () => {
  const items = [
    { name: 'AWS', keywords: ['aws'] },
    { name: 'AWS Lambda', keywords: ['aws lambda', 'lambda'] },
    { name: 'Docker', keywords: ['docker'] },
  ];
  it('gives an overlapping span to the longest match', () => {
    const names = findMatches([{ text: 'Moved to AWS Lambda on AWS', weight: 1 }], items, (item) => item.keywords).map((match) => match.item.name);
    expect(names.sort()).toEqual(['AWS', 'AWS Lambda']);
    expect(findMatches([{ text: 'AWS Lambda', weight: 1 }], items, (item) => item.keywords).map((match) => match.item.name)).toEqual(['AWS Lambda']);
  });
  it('ranks by weighted matches, then by first appearance', () => {
    const sources = [
      { text: 'Docker images', weight: 3 },
      { text: 'lambda and lambda and aws', weight: 1 },
    ];
    expect(rankMatches(sources, items, (item) => item.keywords).map(({ item, score }) => [item.name, score])).toEqual([
      ['Docker', 3],
      ['AWS Lambda', 2],
      ['AWS', 1],
    ]);
  });
});

describe('tidying', () => {
  it('capitalises sentences and the pronoun, ends with a full stop, keeps the words', () => {
    expect(tidySentence('  rebuilt  checkout. i moved it to node.js, e.g. the cart ')).toBe('Rebuilt checkout. I moved it to node.js, e.g. the cart.');
    expect(tidySentence('Shipped it!')).toBe('Shipped it!');
    expect(tidySentence('it took 3.5 weeks,')).toBe('It took 3.5 weeks.');
    expect(tidySentence('')).toBe('');
  });
  it('keeps paragraphs', () => {
    expect(tidyParagraphs('first part\nstill first\n\n\nsecond part')).toBe('First part still first.\n\nSecond part.');
  });
  it('lists in prose', () => {
    expect([listPhrase([]), listPhrase(['a']), listPhrase(['a', 'b']), listPhrase(['a', 'b', 'c'])]).toEqual(['', 'a', 'a and b', 'a, b and c']);
  });
});
