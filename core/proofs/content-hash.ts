import { createHash } from 'node:crypto';
import type { ProjectContent } from '../../domain/project-form';
import { attestedContent } from '../../domain/rules/attested-content';

/** SHA-256 of the attested content: what an approval is bound to. */
export function contentHash(content: ProjectContent): string {
  return createHash('sha256').update(JSON.stringify(attestedContent(content))).digest('hex');
}
