// The project create/edit form: one schema, parsed in the browser and again on the server.
// Its output is exactly the content the server stores on a recognition.
import * as z from 'zod';
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  LINK_TITLE_MAX_LENGTH,
  LINK_URL_MAX_LENGTH,
  MAX_LINKS,
  MAX_OUTCOMES,
  MAX_SKILLS,
  ORG_NAME_MAX_LENGTH,
  OUTCOME_DESCRIPTION_MAX_LENGTH,
  OUTCOME_METRIC_MAX_LENGTH,
  PROJECT_ROLE_MAX_LENGTH,
  PROJECT_TITLE_MAX_LENGTH,
  SKILL_MAX_LENGTH,
} from './constants';
import type { Link, Outcome, Proof } from './entities';
import { projectForm as m } from './messages/project-form';
import { placeholdersIn } from './rules/placeholders';
import { optionalText, requiredText, typedText } from './schemas/text';

/** A single-line text that must not be blank (invisible characters alone are blank). */
const requiredLine = (required: string, max: number, tooLong: string) => requiredText('single-line', { required, tooLong }, max);

/** Lower-case DNS name with at least one dot: rules out localhost and bare IPv6 literals. */
const PUBLIC_HOSTNAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/** http(s) only: a link is rendered on public pages, so javascript:, data: and the like are refused. */
export const httpUrl = typedText('single-line', m.linkUrlInvalid)
  .pipe(z.string().max(LINK_URL_MAX_LENGTH, { error: m.linkUrlTooLong }))
  .pipe(z.url({ protocol: /^https?$/, hostname: PUBLIC_HOSTNAME, error: m.linkUrlInvalid }));

/**
 * Refuses text that still holds a suggestion's placeholder ([X]%, $[N], [Company]): the issue sits
 * on the field itself, so the form marks that field and the server names it (domain/rules/placeholders.ts).
 */
function withoutPlaceholders<T extends z.ZodType<string | null | undefined>>(schema: T) {
  return schema.superRefine((text, ctx) => {
    const placeholders = placeholdersIn(text);
    if (placeholders.length > 0) ctx.addIssue({ code: 'custom', message: m.placeholderLeft(placeholders), input: text });
  });
}

const skill = requiredLine(m.skillBlank, SKILL_MAX_LENGTH, m.skillTooLong);

/** Keeps the first of skills that differ only in case (the form ignores duplicates). */
function uniqueSkills(skills: string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * An outcome in any shape the spec names (plain text, or summary/impact instead of description,
 * a numeric metric) becomes `{ description, metric }` before it is checked. Blank ones are kept,
 * so the form can say which outcome needs a description.
 */
function outcomeShape(item: unknown): unknown {
  if (typeof item === 'string') return { description: item };
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
  const record = item as Record<string, unknown>;
  const description = [record.description, record.summary, record.impact].find((text) => typeof text === 'string' && text.trim() !== '') ?? record.description;
  const metric = typeof record.metric === 'number' && Number.isFinite(record.metric) ? String(record.metric) : record.metric;
  return { description, metric };
}

const outcome = z.preprocess(
  outcomeShape,
  z
    .object(
      {
        description: withoutPlaceholders(requiredLine(m.outcomeDescriptionRequired, OUTCOME_DESCRIPTION_MAX_LENGTH, m.outcomeDescriptionTooLong)),
        metric: withoutPlaceholders(optionalText('single-line', OUTCOME_METRIC_MAX_LENGTH, m.outcomeMetricTooLong)),
      },
      { error: m.outcomeDescriptionRequired },
    )
    // No `metric: undefined` key: stored items carry a metric only when there is one.
    .transform(({ description, metric }): Outcome => (metric ? { description, metric } : { description })),
);

const link = z.object(
  {
    title: requiredLine(m.linkTitleRequired, LINK_TITLE_MAX_LENGTH, m.linkTitleTooLong),
    url: httpUrl,
  },
  { error: m.linkTitleRequired },
);

export const projectFormSchema = z
  .object({
    title: requiredLine(m.titleRequired, PROJECT_TITLE_MAX_LENGTH, m.titleTooLong),
    role: requiredLine(m.roleRequired, PROJECT_ROLE_MAX_LENGTH, m.roleTooLong),
    orgName: optionalText('single-line', ORG_NAME_MAX_LENGTH, m.orgNameTooLong),
    description: withoutPlaceholders(
      typedText('multi-line', m.descriptionTooShort).pipe(
        z.string().min(DESCRIPTION_MIN_LENGTH, { error: m.descriptionTooShort }).max(DESCRIPTION_MAX_LENGTH, { error: m.descriptionTooLong }),
      ),
    ),
    startDate: z
      .string({ error: m.startDateRequired })
      .trim()
      .min(1, { error: m.startDateRequired })
      .pipe(z.iso.date({ error: m.startDateInvalid })),
    endDate: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value : null))
      .pipe(z.iso.date({ error: m.endDateInvalid }).nullable()),
    skills: z
      .array(skill, { error: m.skillRequired })
      .min(1, { error: m.skillRequired })
      .max(MAX_SKILLS, { error: m.tooManySkills })
      .transform(uniqueSkills),
    outcomes: z
      .array(outcome, { error: m.outcomeRequired })
      .min(1, { error: m.outcomeRequired })
      .max(MAX_OUTCOMES, { error: m.tooManyOutcomes }),
    links: z
      .array(link)
      .max(MAX_LINKS, { error: m.tooManyLinks })
      .nullish()
      .transform((value): Link[] => value ?? []),
  })
  // ISO dates compare correctly as strings.
  .refine((form) => form.endDate === null || form.endDate >= form.startDate, {
    error: m.endDateBeforeStart,
    path: ['endDate'],
  });

/** What the form holds (and what a client sends). */
export type ProjectFormInput = z.input<typeof projectFormSchema>;
/** What the server stores: the content fields of a recognition. */
export type ProjectFormValues = z.output<typeof projectFormSchema>;

export type ProjectContent = Pick<
  Proof,
  'title' | 'role' | 'orgName' | 'description' | 'startDate' | 'endDate' | 'skills' | 'outcomes' | 'links'
>;

/** Stored outcomes in any shape the spec names, as `Outcome[]`; blank items are dropped. */
export function normaliseOutcomes(raw: unknown): Outcome[] {
  if (!Array.isArray(raw)) return [];
  const result: Outcome[] = [];
  for (const item of raw) {
    const normalised = normaliseOutcome(item);
    if (normalised) result.push(normalised);
  }
  return result;
}

function normaliseOutcome(item: unknown): Outcome | null {
  if (typeof item === 'string') {
    const description = item.trim();
    return description ? { description } : null;
  }
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  // Newest field name first: description, then the older summary and impact.
  const description = [record.description, record.summary, record.impact].map(textOf).find((text) => text !== '');
  if (!description) return null;
  const metric = textOf(record.metric);
  return metric ? { description, metric } : { description };
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
