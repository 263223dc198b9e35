import { describe, expect, expectTypeOf, it } from 'vitest';
import { normaliseOutcomes, projectFormSchema, type ProjectContent, type ProjectFormValues } from './project-form';

const valid = {
  title: 'Checkout rewrite',
  role: 'Tech lead',
  orgName: 'Acme Corp',
  description: 'Rebuilt the checkout flow end to end.',
  startDate: '2024-01-15',
  endDate: '2024-06-30',
  skills: ['TypeScript', 'React'],
  outcomes: [{ description: 'Cut checkout time', metric: '-40%' }],
  links: [{ title: 'Case study', url: 'https://example.com/case' }],
};

/** Every issue as 'path: message', so a test states both the field and the exact text. */
function issues(input: unknown): string[] {
  const result = projectFormSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const x = (n: number) => 'x'.repeat(n);

describe('projectFormSchema', () => {
  it('accepts a complete form and returns the stored shape', () => {
    expect(projectFormSchema.parse(valid)).toEqual(valid);
  });

  it('outputs the content fields of a recognition', () => {
    expectTypeOf<ProjectFormValues>().toEqualTypeOf<ProjectContent>();
  });

  it('trims strings, turns blank optionals into null and drops blank metrics', () => {
    const parsed = projectFormSchema.parse({
      ...valid,
      title: '  Checkout rewrite  ',
      orgName: '   ',
      endDate: '',
      skills: [' TypeScript '],
      outcomes: [{ description: ' Faster ', metric: '  ' }],
      links: [{ title: ' Site ', url: ' https://example.com ' }],
    });
    expect(parsed.title).toBe('Checkout rewrite');
    expect(parsed.orgName).toBeNull();
    expect(parsed.endDate).toBeNull();
    expect(parsed.skills).toEqual(['TypeScript']);
    expect(parsed.outcomes).toEqual([{ description: 'Faster' }]);
    expect(Object.keys(parsed.outcomes[0] ?? {})).toEqual(['description']);
    expect(parsed.links).toEqual([{ title: 'Site', url: 'https://example.com' }]);
  });

  it('treats missing orgName, endDate and links as empty', () => {
    const { orgName: _o, endDate: _e, links: _l, ...rest } = valid;
    const parsed = projectFormSchema.parse(rest);
    expect(parsed.orgName).toBeNull();
    expect(parsed.endDate).toBeNull();
    expect(parsed.links).toEqual([]);
    expect(projectFormSchema.parse({ ...valid, orgName: null, endDate: null, links: null }).links).toEqual([]);
  });

  it('ignores duplicate skills, case-insensitively, keeping the first', () => {
    expect(projectFormSchema.parse({ ...valid, skills: ['React', 'react', ' REACT ', 'Go'] }).skills).toEqual(['React', 'Go']);
  });

  it('drops unknown fields', () => {
    expect(projectFormSchema.parse({ ...valid, status: 'published', verified: true })).toEqual(valid);
  });

  describe('messages at their fields', () => {
    it.each([
      ['title blank', { title: '   ' }, 'title: Project title is required'],
      ['title missing', { title: undefined }, 'title: Project title is required'],
      ['role blank', { role: '' }, 'role: Your role is required'],
      ['role missing', { role: undefined }, 'role: Your role is required'],
      ['description 9 chars', { description: '123456789' }, 'description: Description must be at least 10 characters'],
      ['description padded to 10', { description: '  123456789  ' }, 'description: Description must be at least 10 characters'],
      ['description missing', { description: undefined }, 'description: Description must be at least 10 characters'],
      ['start date blank', { startDate: '' }, 'startDate: Start date is required'],
      ['start date missing', { startDate: undefined }, 'startDate: Start date is required'],
      ['start date malformed', { startDate: '15/01/2024' }, 'startDate: Start date must be a valid date'],
      ['start date impossible', { startDate: '2024-02-30' }, 'startDate: Start date must be a valid date'],
      ['end date malformed', { endDate: 'soon' }, 'endDate: End date must be a valid date'],
      ['end before start', { endDate: '2024-01-14' }, 'endDate: End date cannot be before the start date'],
      ['no skills', { skills: [] }, 'skills: At least one skill is required'],
      ['skills missing', { skills: undefined }, 'skills: At least one skill is required'],
      ['blank skill', { skills: ['Go', ' '] }, 'skills.1: Skills cannot be blank'],
      ['no outcomes', { outcomes: [] }, 'outcomes: At least one outcome is required'],
      ['outcomes missing', { outcomes: undefined }, 'outcomes: At least one outcome is required'],
      ['blank outcome', { outcomes: [{ description: '  ', metric: '10%' }] }, 'outcomes.0.description: Outcome description is required'],
      ['outcome without description', { outcomes: [{}] }, 'outcomes.0.description: Outcome description is required'],
      ['blank link title', { links: [{ title: ' ', url: 'https://example.com' }] }, 'links.0.title: Link title is required'],
      ['not a url', { links: [{ title: 'Site', url: 'example' }] }, 'links.0.url: Must be a valid URL'],
      ['blank url', { links: [{ title: 'Site', url: '' }] }, 'links.0.url: Must be a valid URL'],
      ['javascript url', { links: [{ title: 'Site', url: 'javascript:alert(1)' }] }, 'links.0.url: Must be a valid URL'],
      ['ftp url', { links: [{ title: 'Site', url: 'ftp://example.com/file' }] }, 'links.0.url: Must be a valid URL'],
      ['localhost url', { links: [{ title: 'Site', url: 'http://localhost:3000' }] }, 'links.0.url: Must be a valid URL'],
    ])('%s', (_name, change, expected) => {
      expect(issues({ ...valid, ...change })).toEqual([expected]);
    });

    it('reports every bad field at once', () => {
      expect(issues({})).toEqual([
        'title: Project title is required',
        'role: Your role is required',
        'description: Description must be at least 10 characters',
        'startDate: Start date is required',
        'skills: At least one skill is required',
        'outcomes: At least one outcome is required',
      ]);
    });
  });

  describe('length limits', () => {
    it.each([
      ['title', { title: x(200) }, { title: x(201) }, 'title: Project title must be at most 200 characters'],
      ['role', { role: x(120) }, { role: x(121) }, 'role: Your role must be at most 120 characters'],
      ['orgName', { orgName: x(200) }, { orgName: x(201) }, 'orgName: Organization name must be at most 200 characters'],
      ['description', { description: x(5000) }, { description: x(5001) }, 'description: Description must be at most 5000 characters'],
      ['skill', { skills: [x(60)] }, { skills: [x(61)] }, 'skills.0: Each skill must be at most 60 characters'],
      [
        'skill count',
        { skills: Array.from({ length: 30 }, (_, i) => `s${i}`) },
        { skills: Array.from({ length: 31 }, (_, i) => `s${i}`) },
        'skills: At most 30 skills are allowed',
      ],
      [
        'outcome count',
        { outcomes: Array.from({ length: 20 }, () => ({ description: 'Done' })) },
        { outcomes: Array.from({ length: 21 }, () => ({ description: 'Done' })) },
        'outcomes: At most 20 outcomes are allowed',
      ],
      [
        'outcome description',
        { outcomes: [{ description: x(500) }] },
        { outcomes: [{ description: x(501) }] },
        'outcomes.0.description: Outcome description must be at most 500 characters',
      ],
      [
        'outcome metric',
        { outcomes: [{ description: 'Done', metric: x(200) }] },
        { outcomes: [{ description: 'Done', metric: x(201) }] },
        'outcomes.0.metric: Outcome metric must be at most 200 characters',
      ],
      [
        'link count',
        { links: Array.from({ length: 20 }, () => ({ title: 'a', url: 'https://a.io' })) },
        { links: Array.from({ length: 21 }, () => ({ title: 'a', url: 'https://a.io' })) },
        'links: At most 20 links are allowed',
      ],
      [
        'link title',
        { links: [{ title: x(200), url: 'https://a.io' }] },
        { links: [{ title: x(201), url: 'https://a.io' }] },
        'links.0.title: Link title must be at most 200 characters',
      ],
      [
        'link url',
        { links: [{ title: 'a', url: `https://a.io/${x(2048 - 13)}` }] },
        { links: [{ title: 'a', url: `https://a.io/${x(2048 - 12)}` }] },
        'links.0.url: Link URL must be at most 2048 characters',
      ],
    ])('%s: at the limit passes, one over fails', (_name, atLimit, overLimit, expected) => {
      expect(issues({ ...valid, ...atLimit })).toEqual([]);
      expect(issues({ ...valid, ...overLimit })).toEqual([expected]);
    });

    it('measures length after trimming', () => {
      expect(issues({ ...valid, title: `  ${x(200)}  ` })).toEqual([]);
    });
  });

  it('accepts an end date equal to the start date and http links', () => {
    expect(issues({ ...valid, endDate: valid.startDate, links: [{ title: 'a', url: 'http://sub.example.co.uk/x?y=1#z' }] })).toEqual([]);
  });
  it('refuses a suggestion\'s placeholders on the field that holds them', () => {
    expect(
      issues({
        ...valid,
        description: 'I rebuilt checkout. The result: conversion up [X]%, worth $[N] a year.',
        outcomes: [{ description: 'Won [Company] as a customer', metric: '+[X]% conversion rate' }],
      }),
    ).toEqual([
      'description: Replace the placeholders [X] and [N] with your real figures before saving.',
      'outcomes.0.description: Replace the placeholder [Company] with your real details before saving.',
      'outcomes.0.metric: Replace the placeholder [X] with your real figure before saving.',
    ]);
    expect(issues({ ...valid, description: 'Shipped the [beta] to 40 customers, see [1].' })).toEqual([]);
  });
});

describe('normaliseOutcomes', () => {
  it('reads every stored shape the spec names', () => {
    expect(
      normaliseOutcomes([
        { description: 'Shipped v2', metric: '2x faster' },
        { summary: 'Cut costs' },
        { impact: 'Grew revenue', metric: 12 },
        'Plain text outcome',
      ]),
    ).toEqual([
      { description: 'Shipped v2', metric: '2x faster' },
      { description: 'Cut costs' },
      { description: 'Grew revenue', metric: '12' },
      { description: 'Plain text outcome' },
    ]);
  });

  it('prefers description, then summary, then impact, skipping blank ones', () => {
    expect(normaliseOutcomes([{ description: ' ', summary: 'From summary', impact: 'From impact' }])).toEqual([
      { description: 'From summary' },
    ]);
    expect(normaliseOutcomes([{ description: 'D', summary: 'S' }])).toEqual([{ description: 'D' }]);
  });

  it('drops blank, empty and unreadable items and trims text', () => {
    expect(normaliseOutcomes(['  ', '', null, 7, {}, { description: '' }, { metric: '5%' }, ' Kept ', { description: ' x ', metric: ' ' }])).toEqual([
      { description: 'Kept' },
      { description: 'x' },
    ]);
  });

  it('returns [] for anything that is not a list', () => {
    expect(normaliseOutcomes(undefined)).toEqual([]);
    expect(normaliseOutcomes(null)).toEqual([]);
    expect(normaliseOutcomes('Shipped')).toEqual([]);
    expect(normaliseOutcomes({ description: 'x' })).toEqual([]);
  });
});
