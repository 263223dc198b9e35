// The project form's messages (spec section 5, "Project form"), and what a text no person types gets.
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH, LINK_TITLE_MAX_LENGTH, LINK_URL_MAX_LENGTH, MAX_LINKS, MAX_OUTCOMES, MAX_SKILLS, ORG_NAME_MAX_LENGTH, OUTCOME_DESCRIPTION_MAX_LENGTH, OUTCOME_METRIC_MAX_LENGTH, PROJECT_ROLE_MAX_LENGTH, PROJECT_TITLE_MAX_LENGTH, SKILL_MAX_LENGTH } from '../constants';
import { listed, placeholderWords } from './placeholder-words';

export const projectForm = {
  titleRequired: 'Project title is required',
  roleRequired: 'Your role is required',
  descriptionTooShort: `Description must be at least ${DESCRIPTION_MIN_LENGTH} characters`,
  startDateRequired: 'Start date is required',
  skillRequired: 'At least one skill is required',
  outcomeRequired: 'At least one outcome is required',
  outcomeDescriptionRequired: 'Outcome description is required',
  linkTitleRequired: 'Link title is required',
  linkUrlInvalid: 'Must be a valid URL',
  mustBeLoggedIn: 'You must be logged in to create a project',
  suggestionsFailed: 'Failed to generate suggestions. Please try again.',
  missingTitle: { title: 'Missing Information', description: 'Please add a project title first for better suggestions.' },
  loadFailed: 'Failed to load project',
  createFailed: 'Failed to create project. Please try again.',
  updateFailed: 'Failed to update project. Please try again.',
  // ours: after a save, and the dialog after creating
  projectUpdated: { title: 'Project updated', description: 'Your changes have been saved.' },
  projectCreated: { title: 'Your proof card is ready', description: 'Saved as a draft. Invite a manager or peer to verify it.' },
  // ours: limits and formats the spec does not state
  titleTooLong: `Project title must be at most ${PROJECT_TITLE_MAX_LENGTH} characters`,
  roleTooLong: `Your role must be at most ${PROJECT_ROLE_MAX_LENGTH} characters`,
  orgNameTooLong: `Organization name must be at most ${ORG_NAME_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
  startDateInvalid: 'Start date must be a valid date',
  endDateInvalid: 'End date must be a valid date',
  endDateBeforeStart: 'End date cannot be before the start date',
  skillBlank: 'Skills cannot be blank',
  skillTooLong: `Each skill must be at most ${SKILL_MAX_LENGTH} characters`,
  tooManySkills: `At most ${MAX_SKILLS} skills are allowed`,
  outcomeDescriptionTooLong: `Outcome description must be at most ${OUTCOME_DESCRIPTION_MAX_LENGTH} characters`,
  outcomeMetricTooLong: `Outcome metric must be at most ${OUTCOME_METRIC_MAX_LENGTH} characters`,
  tooManyOutcomes: `At most ${MAX_OUTCOMES} outcomes are allowed`,
  linkTitleTooLong: `Link title must be at most ${LINK_TITLE_MAX_LENGTH} characters`,
  linkUrlTooLong: `Link URL must be at most ${LINK_URL_MAX_LENGTH} characters`,
  tooManyLinks: `At most ${MAX_LINKS} links are allowed`,
  suggestionTypeInvalid: 'Suggestion type must be description, outcomes or skills',
  suggestionsRateLimited: 'You have asked for many suggestions in a short time. Please try again later.',
  // ours: a suggestion's placeholders ([X]%, $[N]) left in a field, shown beside it and refused on save
  placeholderHint: (placeholders: readonly string[]): string => `Replace ${listed(placeholders)} with ${placeholderWords(placeholders).real}.`,
  placeholderLeft: (placeholders: readonly string[]): string => {
    const { noun, real } = placeholderWords(placeholders);
    return `Replace the ${noun} with ${real} before saving.`;
  },
} as const;

// ours: text that no person types (domain/schemas/text.ts)
export const textHygiene = {
  singleLine: 'Must be on a single line',
  controlCharacters: 'Must not contain control characters',
  directionControls: 'Must not contain hidden characters that change the reading direction',
  brokenCharacters: 'Must not contain invalid characters',
} as const;
