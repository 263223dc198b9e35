import { describe, expect, it } from 'vitest';
import { trustLevelForDomainMatch, validatorTrustLevelLabel } from './validator-trust-level';

describe('validatorTrustLevelLabel', () => {
  it.each([
    [1, 'Verified Company'],
    [2, 'Company Domain'],
    [3, 'External Validator'],
    [4, 'Alumni/Former'],
    [5, 'Unverified'],
  ])('%i is %s', (level, label) => {
    expect(validatorTrustLevelLabel(level)).toBe(label);
  });
  it('reads missing or unknown levels as Unverified', () => {
    expect(validatorTrustLevelLabel(null)).toBe('Unverified');
    expect(validatorTrustLevelLabel(undefined)).toBe('Unverified');
    expect(validatorTrustLevelLabel(0)).toBe('Unverified');
    expect(validatorTrustLevelLabel(6)).toBe('Unverified');
  });
});

describe('trustLevelForDomainMatch', () => {
  it('maps each match type to its level', () => {
    expect(trustLevelForDomainMatch('exact')).toBe(1);
    expect(trustLevelForDomainMatch('subsidiary')).toBe(2);
    expect(trustLevelForDomainMatch('external')).toBe(3);
    expect(trustLevelForDomainMatch('alumni')).toBe(4);
    expect(trustLevelForDomainMatch('unverified')).toBe(5);
  });
});
