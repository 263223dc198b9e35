// What a validator attests to (DESIGN.md section 3): an approval is bound to exactly this content.
// Skills and links are not attested: changing them keeps the proof verified.
import type { ProjectContent } from '../project-form';

export type AttestedContent = Pick<ProjectContent, 'title' | 'role' | 'orgName' | 'startDate' | 'endDate' | 'description' | 'outcomes'>;

/** The attested fields in a fixed order and shape, ready to hash. */
export function attestedContent(content: ProjectContent): AttestedContent {
  return {
    title: content.title,
    role: content.role,
    orgName: content.orgName ?? null,
    startDate: content.startDate,
    endDate: content.endDate ?? null,
    description: content.description,
    outcomes: content.outcomes.map((outcome) => (outcome.metric ? { description: outcome.description, metric: outcome.metric } : { description: outcome.description })),
  };
}
