// The local content suggester (the embedded runtime's stand-in for Bedrock): deterministic, no
// network, the same input always gives the same output. It builds from the request's own words
// with a curated skill taxonomy and outcome templates; its method is in docs/suggestions.md.
import type { Suggestions } from '../../domain/schemas/content-suggestions';
import { suggestDescription } from './local/description';
import { suggestOutcomes } from './local/outcomes';
import { suggestSkills } from './local/skills';
import type { Suggester, SuggestionRequest } from './suggester';

export function localSuggestions(request: SuggestionRequest): Suggestions {
  switch (request.type) {
    case 'description':
      return { enhancedDescription: suggestDescription(request.context) };
    case 'outcomes':
      return { outcomes: suggestOutcomes(request.context) };
    case 'skills':
      return { skills: suggestSkills(request.context) };
  }
}

export const localSuggester: Suggester = {
  suggest: async (request) => localSuggestions(request),
};
