// Three outcomes for the project: one from each of its strongest themes in turn (so a checkout
// migration gets revenue, migration and performance outcomes), then general ones. Every metric is
// a slot like [X]% or [N] that the person fills in with what they measured.
import type { SuggestedOutcome } from '../../../domain/schemas/content-suggestions';
import type { SuggestionRequest } from '../suggester';
import { detectThemes, GENERAL_OUTCOMES } from './themes';

export const LOCAL_OUTCOME_COUNT = 3;

export function suggestOutcomes(context: SuggestionRequest['context']): SuggestedOutcome[] {
  const themes = detectThemes(context);
  const picked: SuggestedOutcome[] = [];
  const depth = Math.max(0, ...themes.map((theme) => theme.outcomes.length));
  // Round by round: the first template of each theme, then the second of each, ...
  for (let round = 0; round < depth && picked.length < LOCAL_OUTCOME_COUNT; round++) {
    for (const theme of themes) {
      const outcome = theme.outcomes[round];
      if (outcome && picked.length < LOCAL_OUTCOME_COUNT) picked.push(outcome);
    }
  }
  for (const outcome of GENERAL_OUTCOMES) {
    if (picked.length >= LOCAL_OUTCOME_COUNT) break;
    picked.push(outcome);
  }
  return picked.map((outcome) => ({ ...outcome }));
}
