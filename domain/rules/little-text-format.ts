// LinkedIn's "little" text format, the syntax of a post's `commentary` in the Posts API.
// Source: LinkedIn, "little Text Format", Microsoft Learn,
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/little-text-format
// ("Characters reserved for little elements must be escaped to be treated as plaintext";
// "All reserved characters need to be escaped with a backslash, even if those characters are not
// used in one of the supported elements"; the HashtagTemplate is `{hashtag|#|mytag}`).
// An unescaped reserved character makes LinkedIn cut the post there while still answering 201.

/** The reserved characters of the format's Text rule. */
export const LITTLE_RESERVED_CHARACTERS = ['|', '{', '}', '@', '[', ']', '(', ')', '<', '>', '#', '\\', '*', '_', '~'] as const;

const RESERVED = /[|{}@[\]()<>#\\*_~]/g;

/** Plain text as little text: every reserved character behind a backslash. */
export function escapeLittleText(text: string): string {
  return text.replace(RESERVED, (character) => `\\${character}`);
}

/** The inverse of escapeLittleText for plain text (no elements): what a reader of the post sees. */
export function unescapeLittleText(little: string): string {
  return little.replace(/\\([|{}@[\]()<>#\\*_~])/g, '$1');
}

/**
 * A hashtag in the format's HashtagTemplate, `{hashtag|#|value}`. The value is escaped like any
 * text, so a tag such as `C#` stays whole; a leading '#' of the value is dropped (the template
 * carries the sign).
 */
export function littleHashtag(tag: string): string {
  const value = tag.replace(/^#+/, '');
  return `{hashtag|#|${escapeLittleText(value)}}`;
}
