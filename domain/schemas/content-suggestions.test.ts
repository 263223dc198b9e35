import { describe, expect, it } from 'vitest';
import { contentSuggestionsSchema } from './content-suggestions';

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
