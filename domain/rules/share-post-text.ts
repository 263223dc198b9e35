// The text of a LinkedIn post sharing a verified proof (spec section 2, Share dialog).
import { DEFAULT_SHARE_MESSAGE, POST_PREVIEW_HASHTAGS, POST_PREVIEW_OUTCOMES } from '../constants';
import type { Outcome } from '../entities';

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
  const message = input.message?.trim() || DEFAULT_SHARE_MESSAGE;
  const outcomes = input.outcomes
    .filter((outcome) => outcome.description.trim() !== '')
    .slice(0, POST_PREVIEW_OUTCOMES)
    .map((outcome) => `• ${outcome.description.trim()}${outcome.metric?.trim() ? ` (${outcome.metric.trim()})` : ''}`);
  const verifyUrl = `${input.origin.replace(/\/+$/, '')}/proof/${encodeURIComponent(input.proofNumber)}`;
  const hashtags = skillHashtags(input.skills);

  const blocks = [message, [input.title.trim(), ...outcomes].filter(Boolean).join('\n'), `Verify this proof: ${verifyUrl}`];
  if (hashtags.length > 0) blocks.push(hashtags.join(' '));
  return blocks.filter(Boolean).join('\n\n');
}

/** '#' + the skill with all whitespace removed; blank skills are skipped, the first 3 kept. */
export function skillHashtags(skills: readonly string[]): string[] {
  return skills
    .map((skill) => skill.replace(/\s+/g, '').replace(/^#+/, ''))
    .filter((tag) => tag !== '')
    .slice(0, POST_PREVIEW_HASHTAGS)
    .map((tag) => `#${tag}`);
}
