import { describe, expect, it } from 'vitest';
import type { ProjectContent } from '../../../domain/project-form';
import { changesAttestedContent, warnsBeforeSaving } from './revalidation-warning';

const saved: ProjectContent = {
  title: 'Billing migration',
  role: 'Engineer',
  orgName: 'Acme',
  description: 'Moved billing to the new platform.',
  startDate: '2025-01-10',
  endDate: null,
  skills: ['TypeScript'],
  outcomes: [{ description: 'Zero downtime', metric: '0 min' }],
  links: [{ title: 'Write-up', url: 'https://example.com/write-up' }],
};

describe('what co-signers attested to', () => {
  it.each<[string, Partial<ProjectContent>]>([
    ['the title', { title: 'Billing migration v2' }],
    ['the role', { role: 'Lead' }],
    ['the organisation', { orgName: 'Acme Labs' }],
    ['the organisation, removed', { orgName: null }],
    ['the start date', { startDate: '2025-01-11' }],
    ['the end date', { endDate: '2025-06-30' }],
    ['the description', { description: 'Moved billing.' }],
    ['an outcome', { outcomes: [{ description: 'Zero downtime', metric: '1 min' }] }],
    ['another outcome', { outcomes: [...saved.outcomes, { description: 'Faster invoices' }] }],
    ['the skills', { skills: ['Go', 'AWS'] }],
    ['another skill', { skills: [...saved.skills, 'Nobel laureate'] }],
    ['the links, removed', { links: [] }],
    ["a link's address", { links: [{ title: 'Write-up', url: 'https://example.com/other' }] }],
  ])('changes with %s', (_name, change) => {
    expect(changesAttestedContent(saved, { ...saved, ...change })).toBe(true);
  });

  it.each<[string, Partial<ProjectContent>]>([
    ['nothing', {}],
    ['the same skills and links, as new lists', { skills: [...saved.skills], links: saved.links.map((link) => ({ ...link })) }],
  ])('does not change with %s', (_name, change) => {
    expect(changesAttestedContent(saved, { ...saved, ...change })).toBe(false);
  });
});

describe('the editor warns before saving', () => {
  it('a change of attested content of a verified proof', () => {
    expect(warnsBeforeSaving({ ...saved, verified: true }, { ...saved, title: 'Other' })).toBe(true);
  });
  it('a change of the skills of a verified proof: skills are claims too', () => {
    expect(warnsBeforeSaving({ ...saved, verified: true }, { ...saved, skills: ['Go'] })).toBe(true);
  });
  it('never for an unverified proof, or a proof not created yet', () => {
    expect(warnsBeforeSaving({ ...saved, verified: false }, { ...saved, title: 'Other' })).toBe(false);
    expect(warnsBeforeSaving(null, saved)).toBe(false);
  });
});
