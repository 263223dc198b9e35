// POST /api/suggestions: the body names the kind of suggestion and the project so far; the
// answer holds exactly that kind. The schemas live with the project form's rules, which every
// suggestion already satisfies.
import type { z } from 'zod';
import type { contentSuggestionsSchema } from '../schemas/content-suggestions';

export { contentSuggestionsSchema, type ContentSuggestionsResponse, type SuggestionType } from '../schemas/content-suggestions';

/** The body as the browser sends it (the server trims and fills in what is missing). */
export type SuggestionsBody = z.input<typeof contentSuggestionsSchema>;
