// What a validator attests to (DESIGN.md section 3, as docs/decisions.md amends it): an approval is
// bound to exactly this content. Skills and links are claims like the rest: the validation portal
// shows them, and changing them takes the proof's verification away until it is approved again.
import type { ProjectContent } from '../project-form';

export type AttestedContent = Pick<ProjectContent, 'title' | 'role' | 'orgName' | 'startDate' | 'endDate' | 'description' | 'outcomes' | 'skills' | 'links'>;

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
    skills: [...content.skills],
    links: content.links.map((link) => ({ title: link.title, url: link.url })),
  };
}
