import { describe, expect, it } from 'vitest';
import { companyDomainTrust, organisationKey } from './company-domain';
import { isDomainName, normaliseDomain, registryMatch, SEEDED_ORGANISATIONS, type RegisteredOrganisation } from './domain-registry';

const navy = SEEDED_ORGANISATIONS.find((organisation) => organisation.name === 'US Navy')!;
const acme: RegisteredOrganisation = { name: 'Acme', aliases: [], exactDomains: ['acme.com', 'acme.co.uk'], subsidiaryDomains: ['globex.com'] };

describe('the registry in the company-domain check', () => {
  it('without the registry, a @navy.mil validator of a US Navy proof is only an external validator', () => {
    expect(companyDomainTrust({ email: 'sailor@navy.mil', orgName: 'US Navy', role: 'peer' })).toEqual({ trustLevel: 3, trustScore: 60, matchType: 'external' });
  });

  it('with the seeded US Navy entry, the same validator is the verified company', () => {
    expect(companyDomainTrust({ email: 'sailor@navy.mil', orgName: 'US Navy', role: 'peer' }, navy)).toEqual({ trustLevel: 1, trustScore: 95, matchType: 'exact' });
    expect(companyDomainTrust({ email: 'captain@navy.mil', orgName: 'US Navy', role: 'manager' }, navy)).toEqual({ trustLevel: 1, trustScore: 100, matchType: 'exact' });
  });

  it('finds an organisation by its identifying words, whatever the spelling', () => {
    expect(organisationKey('US Navy')).toBe('usnavy');
    expect(organisationKey('U.S. Navy')).toBe('usnavy');
    expect(organisationKey('us navy inc.')).toBe('usnavy');
    expect(organisationKey('The Inc.')).toBe('');
  });

  it.each([
    ['acme.com', 'exact'],
    ['ACME.CO.UK', 'exact'],
    ['mail.acme.com', 'subsidiary'],
    ['globex.com', 'subsidiary'],
    ['eu.globex.com', 'subsidiary'],
    ['notacme.com', null],
    ['acme.com.evil.io', null],
    ['', null],
  ])('rates %s as %s for Acme', (domain, expected) => {
    expect(registryMatch(domain, acme)).toBe(expected);
  });

  it('leaves addresses the entry does not list to the name heuristic, and never verifies a free mailbox', () => {
    expect(companyDomainTrust({ email: 'jane@acme-labs.com', orgName: 'Acme', role: 'peer' }, acme).matchType).toBe('subsidiary');
    expect(companyDomainTrust({ email: 'jane@initech.com', orgName: 'Acme', role: 'peer' }, acme).matchType).toBe('external');
    const careless = { ...acme, exactDomains: ['gmail.com'] };
    expect(companyDomainTrust({ email: 'jane@gmail.com', orgName: 'Acme', role: 'peer' }, careless).matchType).toBe('unverified');
  });

  it('normalises and checks domains as an admin types them', () => {
    expect(normaliseDomain(' @Navy.MIL. ')).toBe('navy.mil');
    expect(isDomainName('navy.mil')).toBe(true);
    expect(isDomainName('eu.acme.co.uk')).toBe(true);
    expect(isDomainName('navy')).toBe(false);
    expect(isDomainName('jane@navy.mil')).toBe(false);
    expect(isDomainName('-bad-.com')).toBe(false);
  });
});
