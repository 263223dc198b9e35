// What the project form holds while someone types, and how it meets projectFormSchema: the one
// schema the server parses too, so the browser shows exactly the server's messages.
import type { Proof } from '../../../domain/entities';
import { projectFormSchema, type ProjectContent, type ProjectFormInput, type ProjectFormValues } from '../../../domain/project-form';
import { contentScore } from '../../../domain/rules/proof-score';
import type { FieldErrors } from '../../components/form/field-errors';
import { parseForm } from '../../components/form/useZodForm';
import type { ProofCardData } from '../../components/proof/ProofCardPreview';

// Type aliases (not interfaces) so they fit the Record<string, string> of PairListField.
export type OutcomeDraft = {
  readonly description: string;
  readonly metric: string;
};
export type LinkDraft = {
  readonly title: string;
  readonly url: string;
};
export interface FormDraft {
  readonly title: string;
  readonly role: string;
  readonly orgName: string;
  readonly description: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly skills: readonly string[];
  readonly outcomes: readonly OutcomeDraft[];
  readonly links: readonly LinkDraft[];
}

/** The fields in the order the form shows them: the first with a message gets focus. */
export const FIELD_ORDER = ['title', 'role', 'orgName', 'description', 'startDate', 'endDate', 'skills', 'outcomes', 'links'] as const satisfies readonly (keyof FormDraft)[];
export type FieldName = (typeof FIELD_ORDER)[number];

export const EMPTY_DRAFT: FormDraft = { title: '', role: '', orgName: '', description: '', startDate: '', endDate: '', skills: [], outcomes: [], links: [] };

export function draftFromProof(proof: Proof): FormDraft {
  return {
    title: proof.title,
    role: proof.role,
    orgName: proof.orgName ?? '',
    description: proof.description,
    startDate: proof.startDate,
    endDate: proof.endDate ?? '',
    skills: proof.skills,
    outcomes: proof.outcomes.map((outcome) => ({ description: outcome.description, metric: outcome.metric ?? '' })),
    links: proof.links,
  };
}

export function draftToInput(draft: FormDraft): ProjectFormInput {
  return {
    ...draft,
    endDate: draft.endDate.trim() ? draft.endDate : null,
    skills: [...draft.skills],
    outcomes: draft.outcomes.map((outcome) => (outcome.metric.trim() ? { ...outcome } : { description: outcome.description })),
    links: draft.links.map((link) => ({ ...link })),
  };
}

export type Validated = { values: ProjectFormValues; errors: null } | { values: null; errors: FieldErrors };

export function validateDraft(draft: FormDraft): Validated {
  const { data, errors } = parseForm(projectFormSchema, draftToInput(draft));
  return errors ? { values: null, errors } : { values: data, errors: null };
}

/**
 * Checks one item before it is added to a list, with the same schema: the messages of the new
 * item, keyed by its own field ('' for the item itself, 'description', 'url', ...).
 */
export function newItemErrors<K extends 'skills' | 'outcomes' | 'links'>(draft: FormDraft, list: K, item: FormDraft[K][number]): FieldErrors {
  const index = draft[list].length;
  const { errors } = validateDraft({ ...draft, [list]: [...draft[list], item] });
  const prefix = `${list}.${index}`;
  const own: Record<string, readonly string[]> = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    if (key === prefix) own[''] = messages;
    else if (key.startsWith(`${prefix}.`)) own[key.slice(prefix.length + 1)] = messages;
  }
  return own;
}

/** The element to focus for a path: the field's input, or a list item for an item's message. */
export function elementIdFor(key: string): string {
  const [field, index] = key.split('.');
  return index !== undefined && /^\d+$/.test(index) ? `project-${field}-${index}` : `project-${field}`;
}
export const errorIdFor = (key: string): string => `project-${key.replaceAll('.', '-')}-error`;

/** The live preview: the draft as a card, with the saved proof's status and approvals. */
export function draftCardData(draft: FormDraft, saved: Proof | null): ProofCardData {
  const outcomes = draft.outcomes.map((outcome) => (outcome.metric.trim() ? outcome : { description: outcome.description }));
  const content: ProjectContent = {
    ...draft,
    orgName: draft.orgName.trim() || null,
    endDate: draft.endDate || null,
    skills: [...draft.skills],
    outcomes,
    links: [...draft.links],
  };
  const approvals = saved?.approvals ?? [];
  return {
    ...content,
    startDate: draft.startDate || null,
    status: saved?.status ?? 'draft',
    verified: saved?.verified ?? false,
    approvals,
    // Without approvals the score is the content's, exactly as the server computes it.
    proofScore: approvals.length > 0 && saved ? saved.proofScore : contentScore(content),
    proofNumber: saved?.proofNumber ?? null,
  };
}
