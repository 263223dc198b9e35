import { describe, expect, it } from 'vitest';
import { companyDomainTrust, domainMatch, organisationWords, registrableName, suggestedDomains } from './company-domain';

describe('matching an e-mail domain to the organisation', () => {
  it.each([
    ['jane@acme.com', 'Acme', 'exact'],
    ['jane@acme.com', 'Acme Corp.', 'exact'],
    ['jane@acmecorp.com', 'Acme Corp', 'exact'],
    ['jane@acme.co.uk', 'ACME Ltd', 'exact'],
    ['jane@eu.acme.com', 'Acme', 'subsidiary'],
    ['jane@acme-labs.com', 'Acme', 'subsidiary'],
    ['jane@acmehealth.io', 'Acme', 'subsidiary'],
    ['jane@alumni.acme.com', 'Acme', 'alumni'],
    ['jane@globex.com', 'Acme', 'external'],
    ['jane@gmail.com', 'Acme', 'unverified'],
    ['jane@GMAIL.COM', 'Gmail', 'unverified'],
    ['not-an-email', 'Acme', 'unverified'],
    ['jane@acme.com', null, 'external'],
  ])('%s at %s is %s', (email, org, expected) => {
    expect(domainMatch(email, org)).toBe(expected);
  });

  it('never company-verifies a free mailbox, even a manager', () => {
    expect(companyDomainTrust({ email: 'boss@outlook.com', orgName: 'Outlook', role: 'manager' })).toEqual({ trustLevel: 5, trustScore: 40, matchType: 'unverified' });
  });

  it('scores levels 1 to 5 in order, with a small bonus for a manager at the company', () => {
    expect(companyDomainTrust({ email: 'a@acme.com', orgName: 'Acme', role: 'peer' })).toEqual({ trustLevel: 1, trustScore: 95, matchType: 'exact' });
    expect(companyDomainTrust({ email: 'a@acme.com', orgName: 'Acme', role: 'manager' })).toEqual({ trustLevel: 1, trustScore: 100, matchType: 'exact' });
    expect(companyDomainTrust({ email: 'a@eu.acme.com', orgName: 'Acme', role: 'peer' }).trustLevel).toBe(2);
    expect(companyDomainTrust({ email: 'a@globex.com', orgName: 'Acme', role: 'manager' })).toEqual({ trustLevel: 3, trustScore: 60, matchType: 'external' });
    expect(companyDomainTrust({ email: 'a@alumni.acme.com', orgName: 'Acme', role: 'peer' }).trustLevel).toBe(4);
  });

  it('reads registrable names under country second levels', () => {
    expect(registrableName('mail.eu.acme.co.uk')).toEqual({ name: 'acme', subdomains: ['mail', 'eu'] });
    expect(registrableName('acme.com')).toEqual({ name: 'acme', subdomains: [] });
  });

  it('ignores legal forms in organisation names', () => {
    expect(organisationWords('The Acme Corporation, Inc.')).toEqual(['acme']);
  });
});

describe('suggested domains', () => {
  it('offers at most two likely company domains', () => {
    expect(suggestedDomains('Acme Corp')).toEqual(['acme.com', 'acmecorp.com']);
    expect(suggestedDomains('Globex')).toEqual(['globex.com']);
    expect(suggestedDomains('Big Data Co')).toEqual(['bigdata.com', 'bigdataco.com']);
    expect(suggestedDomains('')).toEqual([]);
  });
});
