import { describe, expect, it } from 'vitest';
import { validationDecisionSchema } from './validation-decision';

const issues = (input: unknown) =>
  validationDecisionSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('validationDecisionSchema', () => {
  it('accepts approved or declined with an optional trimmed comment, and no consent to be named unless given', () => {
    expect(validationDecisionSchema.parse({ decision: 'approved', comment: ' Great work ' })).toEqual({
      decision: 'approved',
      comment: 'Great work',
      nameInCredential: false,
    });
    expect(validationDecisionSchema.parse({ decision: 'declined' })).toEqual({ decision: 'declined', comment: null, nameInCredential: false });
    expect(validationDecisionSchema.parse({ decision: 'declined', comment: '   ' })).toEqual({ decision: 'declined', comment: null, nameInCredential: false });
    expect(validationDecisionSchema.parse({ decision: 'approved', nameInCredential: true })).toMatchObject({ nameInCredential: true });
  });
  it('requires a decision', () => {
    expect(issues({})).toEqual(['decision: Choose approve or decline']);
    expect(issues({ decision: 'maybe' })).toEqual(['decision: Choose approve or decline']);
  });
  it('allows a comment of 2000 characters, not 2001', () => {
    expect(issues({ decision: 'approved', comment: 'x'.repeat(2000) })).toEqual([]);
    expect(issues({ decision: 'approved', comment: 'x'.repeat(2001) })).toEqual(['comment: Comment must be at most 2000 characters']);
  });
});
