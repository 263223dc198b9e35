import { describe, expect, it } from 'vitest';
import { contentSuggestionsResponseSchema, contentSuggestionsResponseSchemaFor, contentSuggestionsSchema } from './content-suggestions';

const issues = (input: unknown) =>
  contentSuggestionsSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('contentSuggestionsSchema', () => {
  it('accepts a type and a context with a title, filling the optional parts', () => {
    expect(contentSuggestionsSchema.parse({ type: 'skills', context: { title: ' Checkout ', orgName: null, skills: ['Go', ' '] } })).toEqual({
      type: 'skills',
      context: { title: 'Checkout', role: '', orgName: '', description: '', skills: ['Go'] },
    });
  });
  it('accepts each suggestion type', () => {
    for (const type of ['description', 'outcomes', 'skills']) {
      expect(issues({ type, context: { title: 'T' } })).toEqual([]);
    }
  });
  it('refuses an unknown type', () => {
    expect(issues({ type: 'title', context: { title: 'T' } })).toEqual([
      'type: Suggestion type must be description, outcomes or skills',
    ]);
  });
  it('needs a title', () => {
    expect(issues({ type: 'skills', context: { title: '  ' } })).toEqual([
      'context.title: Please add a project title first for better suggestions.',
    ]);
    expect(issues({ type: 'skills' })).toEqual(['context: Please add a project title first for better suggestions.']);
  });
  it('applies the form limits to the context', () => {
    expect(issues({ type: 'skills', context: { title: 'T', description: 'x'.repeat(5001) } })).toEqual([
      'context.description: Description must be at most 5000 characters',
    ]);
    expect(issues({ type: 'skills', context: { title: 'T', skills: Array.from({ length: 31 }, (_, i) => `s${i}`) } })).toEqual([
      'context.skills: At most 30 skills are allowed',
    ]);
  });
});

describe('contentSuggestionsResponseSchema', () => {
  const ok = (value: unknown) => contentSuggestionsResponseSchema.safeParse(value).success;

  it('accepts exactly one of the three kinds', () => {
    expect(ok({ suggestions: { enhancedDescription: 'As tech lead, I rebuilt checkout.' } })).toBe(true);
    expect(ok({ suggestions: { outcomes: [{ description: 'Faster checkout', metric: '[X]%' }, { description: 'Fewer bugs' }] } })).toBe(true);
    expect(ok({ suggestions: { skills: ['React', 'AWS Lambda'] } })).toBe(true);
    expect(ok({ suggestions: { skills: [] } })).toBe(true);
    expect(ok({ suggestions: { skills: ['React'], enhancedDescription: 'As tech lead, I rebuilt checkout.' } })).toBe(false);
    expect(ok({ suggestions: {} })).toBe(false);
  });

  it('holds suggestions to the project form rules', () => {
    expect(ok({ suggestions: { enhancedDescription: 'Too short' } })).toBe(false);
    expect(ok({ suggestions: { enhancedDescription: 'x'.repeat(5001) } })).toBe(false);
    expect(ok({ suggestions: { outcomes: [] } })).toBe(false);
    expect(ok({ suggestions: { outcomes: [{ description: '  ' }] } })).toBe(false);
    expect(ok({ suggestions: { outcomes: [{ description: 'x'.repeat(501) }] } })).toBe(false);
    expect(ok({ suggestions: { outcomes: [{ description: 'ok', metric: 'm'.repeat(201) }] } })).toBe(false);
    expect(ok({ suggestions: { skills: ['x'.repeat(61)] } })).toBe(false);
    expect(ok({ suggestions: { skills: ['React', 'react'] } })).toBe(false);
    expect(ok({ suggestions: { skills: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] } })).toBe(false);
  });

  it('checks the kind against the request type', () => {
    expect(contentSuggestionsResponseSchemaFor('skills').safeParse({ suggestions: { skills: ['Go'] } }).success).toBe(true);
    expect(contentSuggestionsResponseSchemaFor('outcomes').safeParse({ suggestions: { skills: ['Go'] } }).success).toBe(false);
  });
});
