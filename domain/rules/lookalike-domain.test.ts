import { describe, expect, it } from 'vitest';
import { isLookalikeDomain } from './lookalike-domain';

describe('isLookalikeDomain', () => {
  it.each([
    ['acrne.com', 'Acme'],
    ['acme-corp.io', 'Acme'],
    ['acmee.com', 'Acme'],
    ['g00gle.com', 'Google'],
    ['rnicrosoft.com', 'Microsoft'],
  ])('%s passes for %s', (domain, org) => {
    expect(isLookalikeDomain(domain, org)).toBe(true);
  });

  it.each([
    ['acme.com', 'Acme'],
    ['acme.co.uk', 'Acme Corp.'],
    ['gmail.com', 'Acme'],
    ['initech.com', 'Acme'],
    ['ibm.com', 'IBN'],
    ['acme.com', null],
  ])('%s does not for %s', (domain, org) => {
    expect(isLookalikeDomain(domain, org)).toBe(false);
  });
});
