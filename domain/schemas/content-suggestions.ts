// Body of generate-content-suggestions: what to suggest and the project so far.
// Suggestions need a title (the buttons are disabled without one); the rest is optional context.
import { z } from 'zod';
import {
  DESCRIPTION_MAX_LENGTH,
  MAX_SKILLS,
  ORG_NAME_MAX_LENGTH,
  PROJECT_ROLE_MAX_LENGTH,
  PROJECT_TITLE_MAX_LENGTH,
  SKILL_MAX_LENGTH,
} from '../constants';
import { projectForm } from '../messages';

export const SUGGESTION_TYPES = ['description', 'outcomes', 'skills'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => value ?? '');

export const contentSuggestionsSchema = z.object({
  type: z.enum(SUGGESTION_TYPES, { error: projectForm.suggestionTypeInvalid }),
  context: z.object(
    {
      title: z
        .string({ error: projectForm.missingTitle.description })
        .trim()
        .min(1, { error: projectForm.missingTitle.description })
        .max(PROJECT_TITLE_MAX_LENGTH, { error: projectForm.titleTooLong }),
      role: optionalText(PROJECT_ROLE_MAX_LENGTH, projectForm.roleTooLong),
      orgName: optionalText(ORG_NAME_MAX_LENGTH, projectForm.orgNameTooLong),
      description: optionalText(DESCRIPTION_MAX_LENGTH, projectForm.descriptionTooLong),
      skills: z
        .array(z.string().trim().max(SKILL_MAX_LENGTH, { error: projectForm.skillTooLong }))
        .max(MAX_SKILLS, { error: projectForm.tooManySkills })
        .nullish()
        .transform((skills) => (skills ?? []).filter((skill) => skill !== '')),
    },
    { error: projectForm.missingTitle.description },
  ),
});
export type ContentSuggestionsRequest = z.output<typeof contentSuggestionsSchema>;
