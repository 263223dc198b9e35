// The fields of a suggestion request the local suggester reads, with how much a keyword found in
// each one counts: the title says most about the project, then the role, then the description.
// The organisation's name is not searched (a company called "Swift" says nothing about skills).
import type { SuggestionRequest } from '../suggester';
import type { Source } from './text';

export const FIELD_WEIGHTS = { title: 3, role: 2, description: 1 } as const;

export const sourcesOf = (context: SuggestionRequest['context']): Source[] => [
  { text: context.title, weight: FIELD_WEIGHTS.title },
  { text: context.role, weight: FIELD_WEIGHTS.role },
  { text: context.description, weight: FIELD_WEIGHTS.description },
];
