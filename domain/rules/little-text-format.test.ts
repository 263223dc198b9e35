import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeLittleText, LITTLE_RESERVED_CHARACTERS, littleHashtag, unescapeLittleText } from './little-text-format';

describe('escapeLittleText', () => {
  it('puts a backslash before every reserved character and nothing else', () => {
    expect(escapeLittleText('Cut costs (by 40%) @Acme #1 | [x] {y} <z> *a* _b_ ~c~ \\d')).toBe(
      'Cut costs \\(by 40%\\) \\@Acme \\#1 \\| \\[x\\] \\{y\\} \\<z\\> \\*a\\* \\_b\\_ \\~c\\~ \\\\d',
    );
    expect(escapeLittleText('Plain words, dots. And 100% emoji 🎉')).toBe('Plain words, dots. And 100% emoji 🎉');
  });

  it('covers the fifteen reserved characters of the format', () => {
    expect(escapeLittleText(LITTLE_RESERVED_CHARACTERS.join(''))).toBe(LITTLE_RESERVED_CHARACTERS.map((c) => `\\${c}`).join(''));
  });

  it('comes back whole: unescaping any escaped text gives the text', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => unescapeLittleText(escapeLittleText(text)) === text));
  });

  it('leaves no reserved character unescaped', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeLittleText(text);
        // Read left to right: a backslash escapes the next character; a bare reserved one would be syntax.
        for (let i = 0; i < escaped.length; i += 1) {
          if (escaped[i] === '\\') i += 1;
          else if ((LITTLE_RESERVED_CHARACTERS as readonly string[]).includes(escaped[i]!)) return false;
        }
        return true;
      }),
    );
  });
});

describe('littleHashtag', () => {
  it('writes the HashtagTemplate with the value escaped', () => {
    expect(littleHashtag('#TypeScript')).toBe('{hashtag|#|TypeScript}');
    expect(littleHashtag('C#')).toBe('{hashtag|#|C\\#}');
  });
});
