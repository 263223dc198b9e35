// LinkedIn's Little Text Format ("little"), as the Posts API reads `commentary`. Supported
// elements: plain text, mentions `@[Name](urn:li:person:…)` / `@[Name](urn:li:organization:…)`,
// hashtags `#tag`, and the hashtag template `{hashtag|#|tag}` (sign `#`, `\#` or the full-width
// `＃`). Every reserved character | { } @ [ ] ( ) < > # \ * _ ~ must otherwise be escaped with a
// backslash. LinkedIn does not refuse a post that breaks this: it stores the commentary up to the
// first character it cannot parse and silently drops the rest, so that is what parse() reports.
export const RESERVED = new Set(['|', '{', '}', '@', '[', ']', '(', ')', '<', '>', '#', '\\', '*', '_', '~']);

export type LittleElement =
  | { type: 'text'; text: string }
  | { type: 'mention'; name: string; urn: string }
  | { type: 'hashtag'; tag: string };

export interface ParsedLittle {
  /** The commentary as LinkedIn keeps it: everything before the first unparseable character. */
  stored: string;
  /** Index of that character in the input, or null when the whole input is valid. */
  cutAt: number | null;
  elements: LittleElement[];
  /** What a reader sees: escapes resolved, mentions as names, hashtags as #tag. */
  text: string;
}

const RESERVED_CLASS = String.raw`|{}@\[\]()<>#\\*_~`;
const ESCAPED_OR_PLAIN = String.raw`(?:\\[${RESERVED_CLASS}]|[^${RESERVED_CLASS}])`;
const MENTION = new RegExp(String.raw`@\[(${ESCAPED_OR_PLAIN}+)\]\((urn:li:(?:person|organization):[A-Za-z0-9_-]+)\)`, 'y');
const HASHTAG_TEMPLATE = new RegExp(String.raw`\{hashtag\|(\\#|#|＃)\|((?:\\[${RESERVED_CLASS}]|[^${RESERVED_CLASS}\s])+)\}`, 'y');
const HASHTAG = /#([\p{L}\p{N}]+)/uy;

const unescape = (value: string): string => value.replace(/\\(.)/gsu, '$1');

export function parseLittle(input: string): ParsedLittle {
  const elements: LittleElement[] = [];
  let text = '';
  const pushText = (value: string) => {
    const last = elements[elements.length - 1];
    if (last?.type === 'text') last.text += value;
    else elements.push({ type: 'text', text: value });
    text += value;
  };
  const match = (pattern: RegExp, at: number): RegExpExecArray | null => {
    pattern.lastIndex = at;
    return pattern.exec(input);
  };

  let i = 0;
  while (i < input.length) {
    const ch = input[i]!;
    if (!RESERVED.has(ch)) {
      pushText(ch);
      i += 1;
      continue;
    }
    if (ch === '\\') {
      const next = input[i + 1];
      if (next === undefined || !RESERVED.has(next)) return { stored: input.slice(0, i), cutAt: i, elements, text };
      pushText(next);
      i += 2;
      continue;
    }
    let found: RegExpExecArray | null = null;
    if (ch === '@' && (found = match(MENTION, i))) {
      const name = unescape(found[1]!);
      elements.push({ type: 'mention', name, urn: found[2]! });
      text += name;
    } else if (ch === '{' && (found = match(HASHTAG_TEMPLATE, i))) {
      const tag = unescape(found[2]!);
      elements.push({ type: 'hashtag', tag });
      text += `#${tag}`;
    } else if (ch === '#' && (found = match(HASHTAG, i))) {
      elements.push({ type: 'hashtag', tag: found[1]! });
      text += `#${found[1]!}`;
    }
    if (!found) return { stored: input.slice(0, i), cutAt: i, elements, text };
    i += found[0].length;
  }
  return { stored: input, cutAt: null, elements, text };
}
