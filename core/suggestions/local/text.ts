// Small, deterministic text tools for the local suggester: keyword matching on word boundaries
// (with the longest match winning a span), and sentence tidying. No randomness, no clock.

/**
 * A keyword: a lower-case phrase matched on word boundaries (a trailing `*` also matches longer
 * words: `optimi*` finds "optimised" and "optimizing"), or a regular expression run on the
 * lower-cased text, or `{ exact }` matched case-sensitively on the original text ("Go", "AI").
 */
export type Keyword = string | RegExp | { readonly exact: string };

/** A field of the request with how much a match in it counts. */
export interface Source {
  readonly text: string;
  readonly weight: number;
}

export interface Match<T> {
  readonly item: T;
  readonly source: number;
  readonly start: number;
  readonly end: number;
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** Lower case, typographic quotes and dashes made plain, whitespace collapsed. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐-―]/g, '-')
    .replace(/\s+/g, ' ');
}

function phraseSpans(haystack: string, keyword: string): [number, number][] {
  const prefix = keyword.endsWith('*');
  const needle = prefix ? keyword.slice(0, -1) : keyword;
  const spans: [number, number][] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    // A boundary is only needed where the keyword itself starts or ends with a letter or digit
    // ("c++" and ".net" carry their own punctuation).
    if (isWordChar(needle[0]) && isWordChar(haystack[at - 1])) continue;
    if (!prefix && isWordChar(needle[needle.length - 1]) && isWordChar(haystack[end])) continue;
    let wordEnd = end;
    if (prefix) while (isWordChar(haystack[wordEnd])) wordEnd++;
    spans.push([at, wordEnd]);
  }
  return spans;
}

function regexSpans(haystack: string, pattern: RegExp): [number, number][] {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  return [...haystack.matchAll(global)].filter((m) => m[0] !== '').map((m) => [m.index, m.index + m[0].length]);
}

/** A text prepared once for many keywords: lower-cased, and as written (whitespace collapsed in both). */
interface Prepared {
  readonly lower: string;
  readonly asWritten: string;
}

const prepare = (text: string): Prepared => ({ lower: normalise(text), asWritten: text.replace(/\s+/g, ' ') });

function spansIn(text: Prepared, keyword: Keyword): [number, number][] {
  if (typeof keyword === 'string') return phraseSpans(text.lower, keyword);
  if (keyword instanceof RegExp) return regexSpans(text.lower, keyword);
  return phraseSpans(text.asWritten, keyword.exact);
}

/** Where a keyword occurs in a text (positions in the text with its whitespace collapsed). */
export function keywordSpans(text: string, keyword: Keyword): [number, number][] {
  return spansIn(prepare(text), keyword);
}

/**
 * Every item whose keywords occur in the sources. Where matches overlap, the longest wins (so
 * "AWS Lambda" is one match, not also "AWS"); ties go to the item listed first.
 */
export function findMatches<T>(sources: readonly Source[], items: readonly T[], keywordsOf: (item: T) => readonly Keyword[]): Match<T>[] {
  const found: Match<T>[] = [];
  sources.forEach((source, sourceIndex) => {
    if (!source.text) return;
    const text = prepare(source.text);
    const candidates: (Match<T> & { order: number })[] = [];
    items.forEach((item, order) => {
      for (const keyword of keywordsOf(item)) {
        for (const [start, end] of spansIn(text, keyword)) candidates.push({ item, source: sourceIndex, start, end, order });
      }
    });
    candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.order - b.order || a.start - b.start);
    const taken: [number, number][] = [];
    for (const candidate of candidates) {
      if (taken.some(([start, end]) => candidate.start < end && start < candidate.end)) continue;
      taken.push([candidate.start, candidate.end]);
      found.push({ item: candidate.item, source: candidate.source, start: candidate.start, end: candidate.end });
    }
  });
  return found;
}

export interface Ranked<T> {
  readonly item: T;
  readonly score: number;
}

/**
 * Items ranked by weighted matches (a match counts its source's weight), then by where they first
 * appear (earlier sources first), then by their order in `items`. Deterministic.
 */
export function rankMatches<T>(sources: readonly Source[], items: readonly T[], keywordsOf: (item: T) => readonly Keyword[]): Ranked<T>[] {
  const stats = new Map<T, { score: number; first: number }>();
  for (const match of findMatches(sources, items, keywordsOf)) {
    const position = match.source * 1_000_000 + match.start;
    const current = stats.get(match.item) ?? { score: 0, first: Number.POSITIVE_INFINITY };
    stats.set(match.item, { score: current.score + (sources[match.source]?.weight ?? 1), first: Math.min(current.first, position) });
  }
  return [...stats.entries()]
    .sort(([a, x], [b, y]) => y.score - x.score || x.first - y.first || items.indexOf(a) - items.indexOf(b))
    .map(([item, { score }]) => ({ item, score }));
}

const ABBREVIATIONS = /(?:^|\s)(?:e\.g|i\.e|etc|vs|approx|incl|no)\.$/i;

/** Upper-cases the first letter of each sentence and the pronoun "i"; abbreviations do not end a sentence. */
function capitaliseSentences(text: string): string {
  const withPronoun = text.replace(/(^|[\s("'])i(?=['’\s,;:])/g, '$1I');
  let result = '';
  let startOfSentence = true;
  let afterStop = false;
  for (const char of withPronoun) {
    if (/\s/.test(char)) {
      if (afterStop) startOfSentence = true;
      afterStop = false;
    } else if (startOfSentence && /\p{Ll}/u.test(char)) {
      result += char.toLocaleUpperCase('en');
      startOfSentence = false;
      continue;
    } else if (/[\p{L}\p{N}]/u.test(char)) {
      startOfSentence = false;
      afterStop = false;
    }
    result += char;
    // "node.js", "3.5" and "e.g. this" do not end a sentence: a stop counts only before a space.
    if (/[.!?]/.test(char) && !ABBREVIATIONS.test(result)) afterStop = true;
  }
  return result;
}

/**
 * Whitespace collapsed, each sentence starting with a capital, ending with a full stop (or the
 * user's own ! or ?). Words are never changed otherwise.
 */
export function tidySentence(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (!collapsed) return '';
  const capitalised = capitaliseSentences(collapsed);
  return /[.!?…]["')\]]?$/.test(capitalised) ? capitalised : `${capitalised.replace(/[,;:\-–—]+$/, '').trimEnd()}.`;
}

/** The user's own text, tidied paragraph by paragraph; nothing is removed or reworded. */
export function tidyParagraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trim()).filter(Boolean).join(' '))
    .filter(Boolean)
    .map(tidySentence)
    .join('\n\n');
}

/** "a", "a and b", "a, b and c". */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
