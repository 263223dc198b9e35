// The text of a LinkedIn post sharing a verified proof (spec section 2, Share dialog).
import { DEFAULT_SHARE_MESSAGE, POST_PREVIEW_HASHTAGS, POST_PREVIEW_OUTCOMES } from '../constants';
import type { Outcome } from '../entities';
import { escapeLittleText, littleHashtag } from './little-text-format';

export interface SharePostInput {
  /** The owner's optional message; blank uses DEFAULT_SHARE_MESSAGE. */
  message: string | null | undefined;
  title: string;
  outcomes: readonly Outcome[];
  skills: readonly string[];
  proofNumber: string;
  /** Where the product is served, e.g. 'https://provenly.app'. */
  origin: string;
}

/**
 * Layout (ours; the spec names only the parts):
 *   message / blank / title / up to 3 '• outcome (metric)' lines / blank /
 *   'Verify this proof: {origin}/proof/{number}' / blank / up to 3 hashtags.
 */
export function buildSharePostText(input: SharePostInput): string {
  const { blocks, hashtags } = sharePostParts(input);
  return joinBlocks(blocks, hashtags.join(' '));
}

/**
 * The same post as LinkedIn's `commentary`: every text part escaped for the little text format
 * and each hashtag in its HashtagTemplate, so LinkedIn shows exactly buildSharePostText's text.
 */
export function buildShareCommentary(input: SharePostInput): string {
  const { blocks, hashtags } = sharePostParts(input);
  return joinBlocks(blocks.map(escapeLittleText), hashtags.map(littleHashtag).join(' '));
}

/** The link the post points readers to: the public proof page. */
export function proofVerifyUrl(origin: string, proofNumber: string): string {
  return `${origin.replace(/\/+$/, '')}/proof/${encodeURIComponent(proofNumber)}`;
}

function sharePostParts(input: SharePostInput): { blocks: string[]; hashtags: string[] } {
  const message = input.message?.trim() || DEFAULT_SHARE_MESSAGE;
  const outcomes = input.outcomes
    .filter((outcome) => outcome.description.trim() !== '')
    .slice(0, POST_PREVIEW_OUTCOMES)
    .map((outcome) => `• ${outcome.description.trim()}${outcome.metric?.trim() ? ` (${outcome.metric.trim()})` : ''}`);
  const blocks = [message, [input.title.trim(), ...outcomes].filter(Boolean).join('\n'), `Verify this proof: ${proofVerifyUrl(input.origin, input.proofNumber)}`];
  return { blocks: blocks.filter(Boolean), hashtags: skillHashtags(input.skills) };
}

const joinBlocks = (blocks: readonly string[], hashtagLine: string): string => (hashtagLine ? [...blocks, hashtagLine] : blocks).join('\n\n');

/** '#' + the skill with all whitespace removed; blank skills are skipped, the first 3 kept. */
export function skillHashtags(skills: readonly string[]): string[] {
  return skills
    .map((skill) => skill.replace(/\s+/g, '').replace(/^#+/, ''))
    .filter((tag) => tag !== '')
    .slice(0, POST_PREVIEW_HASHTAGS)
    .map((tag) => `#${tag}`);
}
