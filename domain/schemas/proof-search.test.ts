import { describe, expect, it } from 'vitest';
import { proofNumberSchema, proofSearchSchema } from './proof-search';

const issues = (input: unknown) => proofSearchSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('proofSearchSchema', () => {
  it('trims and upper-cases the proof number', () => {
    expect(proofSearchSchema.parse({ proofNumber: ' pj-7kq2mx ' })).toEqual({ proofNumber: 'PJ-7KQ2MX' });
    expect(proofNumberSchema.parse('PJ-ABC234')).toBe('PJ-ABC234');
  });
  it('asks for a number when blank or missing', () => {
    expect(issues({ proofNumber: '  ' })).toEqual(['proofNumber: Enter a proof number (e.g., PJ-ABC123)']);
    expect(issues({})).toEqual(['proofNumber: Enter a proof number (e.g., PJ-ABC123)']);
  });
  it('reports a malformed number as not found', () => {
    expect(issues({ proofNumber: 'PJ-ABC123' })).toEqual(['proofNumber: Proof number not found or not verified']);
    expect(issues({ proofNumber: 'hello' })).toEqual(['proofNumber: Proof number not found or not verified']);
  });
});
