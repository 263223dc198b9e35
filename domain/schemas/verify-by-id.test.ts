import { describe, expect, it } from 'vitest';
import { verifyByIdParamsSchema } from './verify-by-id';

const issues = (input: unknown) =>
  verifyByIdParamsSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('verifyByIdParamsSchema', () => {
  it('upper-cases a valid id', () => {
    expect(verifyByIdParamsSchema.parse({ productId: 'abcd2345' })).toEqual({ productId: 'ABCD2345' });
  });
  it('gives Invalid Provenly ID when missing, blank or malformed', () => {
    expect(issues({})).toEqual(['productId: Invalid Provenly ID']);
    expect(issues({ productId: '' })).toEqual(['productId: Invalid Provenly ID']);
    expect(issues({ productId: 'nope' })).toEqual(['productId: Invalid Provenly ID']);
  });
});
