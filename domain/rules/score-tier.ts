// The tier of a proof score (spec section 9).
import { SCORE_TIERS } from '../constants';

export type ScoreTier = (typeof SCORE_TIERS)[number];

/** The first tier whose bound the score is below; a score that is not a number counts as Emerging. */
export function scoreTier(score: number): ScoreTier {
  return SCORE_TIERS.find((tier) => score < tier.below) ?? SCORE_TIERS[0];
}
