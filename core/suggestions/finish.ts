// Whatever a suggester returns is finished the same way before it leaves the server: only the
// requested key, trimmed text, items that break the project form's rules dropped, skills the
// person already listed (or repeated ones) left out, lists cut to their limits. The service then
// checks the result against the response schema.
import {
  OUTCOME_DESCRIPTION_MAX_LENGTH,
  OUTCOME_METRIC_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  SUGGESTED_OUTCOMES_MAX,
  SUGGESTED_SKILLS_MAX,
} from '../../domain/constants';
import type { SuggestedOutcome, Suggestions } from '../../domain/schemas/content-suggestions';
import { SuggestionProviderError, type SuggestionRequest } from './suggester';

const clean = (value: string) => value.replace(/[^\S\n]+/g, ' ').replace(/\n{3,}/g, '\n\n').trim();

function finishOutcomes(outcomes: readonly SuggestedOutcome[]): SuggestedOutcome[] {
  const finished: SuggestedOutcome[] = [];
  for (const outcome of outcomes) {
    const description = clean(outcome.description);
    if (!description || description.length > OUTCOME_DESCRIPTION_MAX_LENGTH) continue;
    const metric = clean(outcome.metric ?? '');
    finished.push(metric && metric.length <= OUTCOME_METRIC_MAX_LENGTH ? { description, metric } : { description });
  }
  return finished.slice(0, SUGGESTED_OUTCOMES_MAX);
}

function finishSkills(skills: readonly string[], listed: readonly string[]): string[] {
  const seen = new Set(listed.map((skill) => skill.trim().toLowerCase()));
  const finished: string[] = [];
  for (const raw of skills) {
    const skill = clean(raw);
    const key = skill.toLowerCase();
    if (!skill || skill.length > SKILL_MAX_LENGTH || seen.has(key)) continue;
    seen.add(key);
    finished.push(skill);
  }
  return finished.slice(0, SUGGESTED_SKILLS_MAX);
}

export function finishSuggestions(request: SuggestionRequest, raw: Suggestions): Suggestions {
  switch (request.type) {
    case 'description':
      if (!('enhancedDescription' in raw)) break;
      return { enhancedDescription: raw.enhancedDescription.trim() };
    case 'outcomes':
      if (!('outcomes' in raw)) break;
      return { outcomes: finishOutcomes(raw.outcomes) };
    case 'skills':
      if (!('skills' in raw)) break;
      return { skills: finishSkills(raw.skills, request.context.skills) };
  }
  throw new SuggestionProviderError(`The suggester answered something other than ${request.type} suggestions`);
}
