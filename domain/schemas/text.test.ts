// Text no person types is refused or read as blank, in every field the API accepts.
import { describe, expect, it } from 'vitest';
import { decideSchema, verifyCompanyDomainSchema } from '../api/validation';
import { textHygiene } from '../messages/project-form';
import { projectFormSchema } from '../project-form';
import { contentSuggestionsSchema } from './content-suggestions';
import { isBlankText, optionalText, requiredText, textProblem } from './text';

const title = requiredText('single-line', { required: 'Title is required', tooLong: 'Too long' }, 20);
const notes = optionalText('multi-line', 100, 'Too long');
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('text a person typed', () => {
  it('refuses NUL and other control characters', () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001Bb', 'a\u007Fb', 'a\u0090b']) {
      expect(messageOf(title.safeParse(bad))).toBe(textHygiene.controlCharacters);
      expect(messageOf(notes.safeParse(bad))).toBe(textHygiene.controlCharacters);
    }
  });

  it('keeps a single-line field on one line: no CR, LF or Unicode line separators', () => {
    for (const bad of ['Subject\r\nBcc: x@evil.com', 'a\nb', 'a\rb', 'a\u2028b', 'a\u0085b']) {
      expect(messageOf(title.safeParse(bad))).toBe(textHygiene.singleLine);
    }
  });

  it('keeps line breaks and tabs in a multi-line field, as \\n', () => {
    expect(notes.parse('first\r\nsecond\rthird\u2028fourth\tend')).toBe('first\nsecond\nthird\nfourth\tend');
  });

  it('refuses bidirectional overrides, embeddings and isolates, and keeps the harmless marks', () => {
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(messageOf(title.safeParse(`invoice${control}gpj.exe`))).toBe(textHygiene.directionControls);
      expect(messageOf(notes.safeParse(`text ${control} more`))).toBe(textHygiene.directionControls);
    }
    expect(title.parse('שלום\u200F!')).toBe('שלום\u200F!');
  });

  it('refuses unpaired surrogates and noncharacters, and keeps real emoji', () => {
    expect(messageOf(title.safeParse('broken \uD800 text'))).toBe(textHygiene.brokenCharacters);
    expect(messageOf(title.safeParse('broken \uDC00 text'))).toBe(textHygiene.brokenCharacters);
    expect(messageOf(title.safeParse('not a char \uFFFF'))).toBe(textHygiene.brokenCharacters);
    expect(title.parse('Shipped 🚀 ❤️ 👩‍💻')).toBe('Shipped 🚀 ❤️ 👩‍💻');
  });

  it('reads text made only of invisible characters as blank', () => {
    expect(messageOf(title.safeParse('\u200B\u200B\u200B'))).toBe('Title is required');
    expect(messageOf(title.safeParse(' \u2060\uFEFF\u3164 \u00AD'))).toBe('Title is required');
    expect(notes.parse('\u200B\n\u200C\t')).toBeNull();
    expect(isBlankText('\u200D\uFE0F')).toBe(true);
    expect(isBlankText('a\u200B')).toBe(false);
  });

  it('trims spaces and zero-width characters at the ends only', () => {
    expect(title.parse('\u200B  Checkout rewrite \u200B')).toBe('Checkout rewrite');
    expect(title.parse('Check\u200Bout')).toBe('Check\u200Bout');
  });

  it('says nothing about ordinary text', () => {
    expect(textProblem('Led the cloud migration — 40% faster, naïve café, 東京', 'single-line')).toBeNull();
  });
});

describe('every text field the API accepts', () => {
  const project = {
    title: 'Checkout rewrite',
    role: 'Tech lead',
    orgName: 'Acme',
    description: 'Rebuilt the checkout flow end to end.',
    startDate: '2025-01-10',
    skills: ['TypeScript'],
    outcomes: [{ description: 'Checkout 40% faster', metric: '-40%' }],
    links: [{ title: 'Write-up', url: 'https://acme.com/post' }],
  };
  const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it('the project form: single-line fields, the multi-line description, and blank-by-invisibles', () => {
    expect(projectFormSchema.safeParse(project).success).toBe(true);
    expect(fieldErrors(projectFormSchema.safeParse({ ...project, title: 'Modest\r\nclaim', role: 'Lead\u0000', orgName: 'Acme\u202E' }))).toEqual({
      title: textHygiene.singleLine,
      role: textHygiene.controlCharacters,
      orgName: textHygiene.directionControls,
    });
    expect(fieldErrors(projectFormSchema.safeParse({ ...project, title: '\u200B\u200B' }))).toEqual({ title: 'Project title is required' });
    expect(fieldErrors(projectFormSchema.safeParse({ ...project, description: '\u200B'.repeat(20) }))).toEqual({ description: 'Description must be at least 10 characters' });
    expect(projectFormSchema.parse({ ...project, description: 'Line one\r\nline two.' }).description).toBe('Line one\nline two.');
    expect(fieldErrors(projectFormSchema.safeParse({ ...project, skills: ['Type\nScript'], outcomes: [{ description: 'ok', metric: '4\u202E0' }], links: [{ title: 'a\u0001', url: 'https://acme.com/\u0000' }] }))).toEqual({
      'skills.0': textHygiene.singleLine,
      'outcomes.0.metric': textHygiene.directionControls,
      'links.0.title': textHygiene.controlCharacters,
      'links.0.url': textHygiene.controlCharacters,
    });
    expect(projectFormSchema.parse({ ...project, orgName: '\u200B' }).orgName).toBeNull();
  });

  it('a validator’s comment, the domain check and the suggestion context', () => {
    const token = 'A'.repeat(43);
    const contentHash = 'a'.repeat(64);
    expect(messageOf(decideSchema.safeParse({ token, contentHash, decision: 'approved', comment: 'fine\u202Eenif' }))).toBe(textHygiene.directionControls);
    expect(decideSchema.parse({ token, contentHash, decision: 'approved', comment: '\u200B' }).comment).toBeNull();
    expect(messageOf(verifyCompanyDomainSchema.safeParse({ validatorEmail: 'a@acme.com', orgName: 'Acme\nInc', validatorRole: 'peer' }))).toBe(textHygiene.singleLine);
    expect(messageOf(contentSuggestionsSchema.safeParse({ type: 'skills', context: { title: '\u200B' } }))).toBe('Please add a project title first for better suggestions.');
    expect(messageOf(contentSuggestionsSchema.safeParse({ type: 'skills', context: { title: 'ok', description: 'x\u0000' } }))).toBe(textHygiene.controlCharacters);
  });
});
