// Whether saving needs the owner's word first: a verified proof whose attested content (title,
// role, organisation, dates, description, outcomes) changes loses its verification until its
// co-signers approve the new version (docs/validation.md). Skills and links are not attested.
import type { ProjectContent } from '../../../domain/project-form';
import { attestedContent } from '../../../domain/rules/attested-content';

/** True when `next` says something else than `saved` about what co-signers attest to. */
export function changesAttestedContent(saved: ProjectContent, next: ProjectContent): boolean {
  return JSON.stringify(attestedContent(saved)) !== JSON.stringify(attestedContent(next));
}

/** The editor warns before saving `next` over `saved` when this is true. */
export function warnsBeforeSaving(saved: (ProjectContent & { readonly verified: boolean }) | null, next: ProjectContent): boolean {
  return saved !== null && saved.verified && changesAttestedContent(saved, next);
}
