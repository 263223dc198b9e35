import { describe, expect, it } from 'vitest';
import { projectFormSchema } from '../../../domain/project-form';
import { errorsFor, firstErrorPath, issuesToErrors, withoutFields } from './field-errors';

const ORDER = ['title', 'role', 'skills', 'outcomes', 'links'];

describe('field errors', () => {
  it("turns the shared schema's issues into messages by path, each message once", () => {
    const result = projectFormSchema.safeParse({ title: ' ', role: '', description: 'short', startDate: '', skills: [], outcomes: [{ description: '' }], links: [{ title: 'Site', url: 'javascript:alert(1)' }] });
    expect(result.success).toBe(false);
    const errors = issuesToErrors(result.error!.issues);
    expect(errors.title).toEqual(['Project title is required']);
    expect(errors['outcomes.0.description']).toEqual(['Outcome description is required']);
    expect(errors['links.0.url']).toHaveLength(1);
  });

  it('finds the first message in the order the form shows its fields: a list before its items, items in order', () => {
    const errors = { 'links.0.url': ['bad'], 'outcomes.10.description': ['x'], 'outcomes.2.description': ['x'], outcomes: ['none'], _: ['form'] };
    expect(firstErrorPath(errors, ORDER)).toBe('outcomes');
    const { outcomes: _list, ...items } = errors;
    expect(firstErrorPath(items, ORDER)).toBe('outcomes.2.description');
    expect(firstErrorPath({ _: ['form'], token: ['x'] }, ORDER)).toBeNull();
  });

  it("keeps only the form's own fields, and drops the messages of edited ones", () => {
    const errors = { role: ['Your role is required'], 'outcomes.0.description': ['x'], token: ['Invalid token'] };
    expect(errorsFor(errors, ORDER)).toEqual({ role: ['Your role is required'], 'outcomes.0.description': ['x'] });
    expect(withoutFields(errors, ['outcomes'])).toEqual({ role: ['Your role is required'], token: ['Invalid token'] });
  });
});
