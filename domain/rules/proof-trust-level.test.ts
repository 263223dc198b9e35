import { describe, expect, it } from 'vitest';
import { proofTrustLevel, proofTrustLevelOf } from './proof-trust-level';

const v = (role: 'manager' | 'peer', domainVerificationMethod: 'unknown' | 'email_domain' | 'linkedin', status: 'approved' | 'declined' = 'approved') => ({
  role,
  domainVerificationMethod,
  status,
});

describe('proofTrustLevel', () => {
  it('is Manager Verified with a manager validation', () => {
    expect(proofTrustLevel([v('peer', 'linkedin'), v('manager', 'unknown')], null)).toBe('Manager Verified');
  });
  it('is Domain Verified with a known domain verification method', () => {
    expect(proofTrustLevel([v('peer', 'email_domain')], 'Acme')).toBe('Domain Verified');
    expect(proofTrustLevel([v('peer', 'linkedin')], null)).toBe('Domain Verified');
  });
  it('is Organization Listed with only unknown methods and an organisation', () => {
    expect(proofTrustLevel([v('peer', 'unknown')], 'Acme')).toBe('Organization Listed');
  });
  it('is Self Reported otherwise', () => {
    expect(proofTrustLevel([v('peer', 'unknown')], null)).toBe('Self Reported');
    expect(proofTrustLevel([], ' ')).toBe('Self Reported');
  });
  it('ignores declined validations', () => {
    expect(proofTrustLevel([v('manager', 'linkedin', 'declined')], 'Acme')).toBe('Organization Listed');
  });
});

describe('proofTrustLevelOf', () => {
  const at = (hash: string, withdrawnAt: string | null = null) => ({ ...v('manager', 'linkedin'), contentHash: hash, withdrawnAt });
  it('counts only approvals of the current content that were not withdrawn', () => {
    const proof = { orgName: 'Acme', contentHash: 'now' };
    expect(proofTrustLevelOf(proof, [at('now')])).toBe('Manager Verified');
    expect(proofTrustLevelOf(proof, [at('before')])).toBe('Organization Listed');
    expect(proofTrustLevelOf(proof, [at('now', '2026-01-01T00:00:00.000Z')])).toBe('Organization Listed');
    expect(proofTrustLevelOf({ orgName: null, contentHash: 'now' }, [{ ...v('peer', 'unknown'), contentHash: 'now' }])).toBe('Self Reported');
  });
});
