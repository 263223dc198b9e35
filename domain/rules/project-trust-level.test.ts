import { describe, expect, it } from 'vitest';
import { portalTrustLevel, projectTrustLevel, type TrustValidator } from './project-trust-level';

const v = (over: Partial<TrustValidator> = {}): TrustValidator => ({
  role: 'peer',
  status: 'approved',
  trustScore: 50,
  verificationConfidence: 'low',
  ...over,
});

describe('projectTrustLevel', () => {
  it('is self with no validators', () => {
    expect(projectTrustLevel([], 'Acme')).toBe('self');
  });

  it('is company for a senior validator, a score of 80 and high confidence with an org', () => {
    expect(projectTrustLevel([v({ role: 'manager', trustScore: 80, verificationConfidence: 'high' })], 'Acme')).toBe('company');
  });

  it('needs a trust score of at least 80: 79 falls back', () => {
    expect(projectTrustLevel([v({ role: 'manager', trustScore: 79, verificationConfidence: 'high' })], 'Acme')).toBe('domain');
    expect(projectTrustLevel([v({ role: 'manager', trustScore: 79 })], 'Acme')).toBe('self');
  });

  it('is manager when the senior rule holds but confidence or org is missing', () => {
    expect(projectTrustLevel([v({ role: 'manager', trustScore: 80 })], 'Acme')).toBe('manager');
    expect(projectTrustLevel([v({ role: 'manager', trustScore: 95, verificationConfidence: 'high' })], null)).toBe('manager');
    expect(projectTrustLevel([v({ role: 'manager', trustScore: 95, verificationConfidence: 'high' })], '  ')).toBe('manager');
  });

  it('matches supervisor and lead as whole words, case-insensitively', () => {
    expect(projectTrustLevel([v({ role: 'Supervisor', trustScore: 80 })], null)).toBe('manager');
    expect(projectTrustLevel([v({ role: 'Team Lead', trustScore: 80 })], null)).toBe('manager');
    expect(projectTrustLevel([v({ role: 'Engineering MANAGER', trustScore: 80 })], null)).toBe('manager');
    expect(projectTrustLevel([v({ role: 'Leadership coach', trustScore: 80 })], null)).toBe('self');
  });

  it('lets the two conditions be met by different validators', () => {
    expect(projectTrustLevel([v({ role: 'manager', trustScore: 10 }), v({ trustScore: 90 })], null)).toBe('manager');
  });

  it('is domain for a high-confidence validator with an org when the senior rule fails', () => {
    expect(projectTrustLevel([v({ verificationConfidence: 'high', trustScore: 100 })], 'Acme')).toBe('domain');
    expect(projectTrustLevel([v({ verificationConfidence: 'high' })], null)).toBe('self');
    expect(projectTrustLevel([v({ verificationConfidence: 'medium' })], 'Acme')).toBe('self');
  });

  it('treats a missing trust score as 0 and ignores declined validators', () => {
    expect(projectTrustLevel([v({ role: 'manager', trustScore: null })], null)).toBe('self');
    expect(projectTrustLevel([v({ role: 'manager', trustScore: 99, status: 'declined' })], 'Acme')).toBe('self');
  });
});

describe('portalTrustLevel', () => {
  it('is domain when signed in and the e-mail domain begins the org name', () => {
    expect(portalTrustLevel({ signedIn: true, email: 'jane@acme.com', orgName: 'Acme Corp' })).toBe('domain');
    expect(portalTrustLevel({ signedIn: true, email: 'Jane@ACME.io', orgName: 'acme' })).toBe('domain');
    expect(portalTrustLevel({ signedIn: true, email: 'j@acme-corp.com', orgName: 'Acme Corp.' })).toBe('domain');
  });
  it('is self when not signed in', () => {
    expect(portalTrustLevel({ signedIn: false, email: 'jane@acme.com', orgName: 'Acme Corp' })).toBe('self');
  });
  it('is self when the domain does not begin the org name', () => {
    expect(portalTrustLevel({ signedIn: true, email: 'jane@gmail.com', orgName: 'Acme Corp' })).toBe('self');
    expect(portalTrustLevel({ signedIn: true, email: 'jane@acmecorp.com', orgName: 'Acme' })).toBe('self');
    expect(portalTrustLevel({ signedIn: true, email: 'jane@mail.acme.com', orgName: 'Acme' })).toBe('self');
  });
  it('is self with no e-mail, no org or a malformed e-mail', () => {
    expect(portalTrustLevel({ signedIn: true, email: null, orgName: 'Acme' })).toBe('self');
    expect(portalTrustLevel({ signedIn: true, email: 'jane@acme.com', orgName: null })).toBe('self');
    expect(portalTrustLevel({ signedIn: true, email: 'jane', orgName: 'Acme' })).toBe('self');
    expect(portalTrustLevel({ signedIn: true, email: 'jane@', orgName: 'Acme' })).toBe('self');
  });
});
