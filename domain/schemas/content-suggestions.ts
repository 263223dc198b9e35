// Body of generate-content-suggestions: what to suggest and the project so far.
// Suggestions need a title (the buttons are disabled without one); the rest is optional context.
import * as z from 'zod';
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  MAX_SKILLS,
  ORG_NAME_MAX_LENGTH,
  OUTCOME_DESCRIPTION_MAX_LENGTH,
  OUTCOME_METRIC_MAX_LENGTH,
  PROJECT_ROLE_MAX_LENGTH,
  PROJECT_TITLE_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  SUGGESTED_DESCRIPTION_MAX_LENGTH,
  SUGGESTED_OUTCOMES_MAX,
  SUGGESTED_SKILLS_MAX,
} from '../constants';
import { projectForm } from '../messages/project-form';
import { optionalText, requiredText, typedText, type TextKind } from './text';

export const SUGGESTION_TYPES = ['description', 'outcomes', 'skills'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

const contextText = (kind: TextKind, max: number, tooLong: string) => optionalText(kind, max, tooLong).transform((value) => value ?? '');

export const contentSuggestionsSchema = z.object({
  type: z.enum(SUGGESTION_TYPES, { error: projectForm.suggestionTypeInvalid }),
  context: z.object(
    {
      title: requiredText('single-line', { required: projectForm.missingTitle.description, tooLong: projectForm.titleTooLong }, PROJECT_TITLE_MAX_LENGTH),
      role: contextText('single-line', PROJECT_ROLE_MAX_LENGTH, projectForm.roleTooLong),
      orgName: contextText('single-line', ORG_NAME_MAX_LENGTH, projectForm.orgNameTooLong),
      description: contextText('multi-line', DESCRIPTION_MAX_LENGTH, projectForm.descriptionTooLong),
      skills: z
        .array(typedText('single-line').pipe(z.string().max(SKILL_MAX_LENGTH, { error: projectForm.skillTooLong })))
        .max(MAX_SKILLS, { error: projectForm.tooManySkills })
        .nullish()
        .transform((skills) => (skills ?? []).filter((skill) => skill !== '')),
    },
    { error: projectForm.missingTitle.description },
  ),
});
export type ContentSuggestionsRequest = z.output<typeof contentSuggestionsSchema>;

// The answer: exactly one of the three keys, the one matching the request's type. Every item
// already satisfies the project form's rules, so the form can take a suggestion as it is.
const suggestedOutcome = z.strictObject({
  description: requiredText('single-line', { required: projectForm.outcomeDescriptionRequired, tooLong: projectForm.outcomeDescriptionTooLong }, OUTCOME_DESCRIPTION_MAX_LENGTH),
  metric: typedText('single-line').pipe(z.string().min(1).max(OUTCOME_METRIC_MAX_LENGTH, { error: projectForm.outcomeMetricTooLong })).optional(),
});

const suggestedSkills = z
  .array(requiredText('single-line', { required: projectForm.skillBlank, tooLong: projectForm.skillTooLong }, SKILL_MAX_LENGTH))
  .max(SUGGESTED_SKILLS_MAX)
  .refine((skills) => new Set(skills.map((skill) => skill.toLowerCase())).size === skills.length, { error: 'Suggested skills must be unique' });

export const suggestionSchemas = {
  description: z.strictObject({
    enhancedDescription: typedText('multi-line').pipe(
      z.string().min(DESCRIPTION_MIN_LENGTH, { error: projectForm.descriptionTooShort }).max(SUGGESTED_DESCRIPTION_MAX_LENGTH, { error: projectForm.descriptionTooLong }),
    ),
  }),
  outcomes: z.strictObject({ outcomes: z.array(suggestedOutcome).min(1, { error: projectForm.outcomeRequired }).max(SUGGESTED_OUTCOMES_MAX) }),
  skills: z.strictObject({ skills: suggestedSkills }),
} as const satisfies Record<SuggestionType, z.ZodType>;

export const suggestionsSchema = z.union([suggestionSchemas.description, suggestionSchemas.outcomes, suggestionSchemas.skills]);
export type Suggestions = z.output<typeof suggestionsSchema>;
export type SuggestedOutcome = z.output<typeof suggestedOutcome>;

export const contentSuggestionsResponseSchema = z.object({ suggestions: suggestionsSchema });
export type ContentSuggestionsResponse = z.output<typeof contentSuggestionsResponseSchema>;

/** The response schema for one request type: the key must match what was asked for. */
export const contentSuggestionsResponseSchemaFor = (type: SuggestionType) => z.object({ suggestions: suggestionSchemas[type] });
