import { describe, expect, it } from 'vitest';
import { cardTrustLabel, sealKind } from './card-trust-label';

const manager = { role: 'manager', status: 'approved' } as const;
const peer = { role: 'peer', status: 'approved' } as const;
const declinedManager = { role: 'manager', status: 'declined' } as const;
const declinedPeer = { role: 'peer', status: 'declined' } as const;

describe('cardTrustLabel', () => {
  it('is Manager-verified with an approved manager, whatever else', () => {
    expect(cardTrustLabel([peer, manager], null)).toBe('Manager-verified');
  });
  it('is Peer-verified with an approved peer and no approved manager', () => {
    expect(cardTrustLabel([peer, declinedManager], 'Acme')).toBe('Peer-verified');
  });
  it('is Domain-verified with an organisation and no approvals', () => {
    expect(cardTrustLabel([declinedPeer], 'Acme')).toBe('Domain-verified');
    expect(cardTrustLabel([], 'Acme')).toBe('Domain-verified');
  });
  it('is Self-reported otherwise, a blank organisation counting as none', () => {
    expect(cardTrustLabel([], null)).toBe('Self-reported');
    expect(cardTrustLabel([declinedManager], '  ')).toBe('Self-reported');
  });
});

describe('sealKind', () => {
  it('is manager when an approved manager validation exists', () => {
    expect(sealKind([peer, manager])).toBe('manager');
  });
  it('is project-member otherwise', () => {
    expect(sealKind([peer])).toBe('project-member');
    expect(sealKind([declinedManager])).toBe('project-member');
    expect(sealKind([])).toBe('project-member');
  });
});
