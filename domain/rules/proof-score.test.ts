import { describe, expect, it } from 'vitest';
import type { ProjectContent } from '../project-form';
import { approvalScore, contentScore, MAX_CONTENT_SCORE, MAX_PROOF_SCORE, proofScore } from './proof-score';
import { scoreTier } from './score-tier';

const complete: ProjectContent = {
  title: 'Checkout rewrite',
  role: 'Tech lead',
  orgName: 'Acme',
  startDate: '2025-01-01',
  endDate: null,
  description: 'x'.repeat(400),
  skills: ['TypeScript', 'React', 'AWS', 'DynamoDB', 'Leadership', 'Testing'],
  outcomes: [
    { description: 'Faster checkout', metric: '-40% time' },
    { description: 'Fewer errors', metric: '-60% errors' },
    { description: 'Happier team', metric: '+20 NPS' },
    { description: 'Ignored fourth' },
  ],
  links: [
    { title: 'a', url: 'https://a.example' },
    { title: 'b', url: 'https://b.example' },
    { title: 'c', url: 'https://c.example' },
    { title: 'd', url: 'https://d.example' },
  ],
};

const minimal: ProjectContent = {
  title: 'T',
  role: 'R',
  orgName: null,
  startDate: '2025-01-01',
  endDate: null,
  description: '0123456789',
  skills: ['One'],
  outcomes: [{ description: 'Did it' }],
  links: [],
};

describe('the proof score', () => {
  it('gives a complete proof the full content points, counting at most 5 skills, 3 outcomes, 3 links', () => {
    expect(contentScore(complete)).toBe(MAX_CONTENT_SCORE);
  });

  it('adds up each part of a minimal proof', () => {
    // title 10 + role 10 + start 5 + description 1 + one skill 8 + one outcome 15
    expect(contentScore(minimal)).toBe(49);
  });

  it('weighs a manager approval above a peer approval', () => {
    expect(approvalScore({ role: 'manager', trustScore: 50, domainVerificationMethod: 'unknown' })).toBe(145);
    expect(approvalScore({ role: 'peer', trustScore: 50, domainVerificationMethod: 'unknown' })).toBe(85);
    expect(approvalScore({ role: 'peer', trustScore: 90, domainVerificationMethod: 'email_domain' })).toBe(125);
  });

  it('counts the strongest three approvals and never exceeds the maximum', () => {
    const manager = { role: 'manager', trustScore: 100, domainVerificationMethod: 'email_domain' } as const;
    expect(proofScore(complete, [manager, manager, manager, manager])).toBe(MAX_PROOF_SCORE);
    const peer = { role: 'peer', trustScore: 0, domainVerificationMethod: 'unknown' } as const;
    expect(proofScore(minimal, [peer, peer, peer, peer])).toBe(49 + 3 * 60);
  });

  it('places proofs in the tiers a person would expect', () => {
    expect(scoreTier(proofScore(complete, [])).name).toBe('Developing');
    expect(scoreTier(proofScore(complete, [{ role: 'peer', trustScore: 50, domainVerificationMethod: 'unknown' }])).name).toBe('Proficient');
    expect(scoreTier(proofScore(complete, [{ role: 'manager', trustScore: 90, domainVerificationMethod: 'email_domain' }])).name).toBe('Expert');
    expect(scoreTier(proofScore(minimal, [])).name).toBe('Emerging');
  });

  it('is deterministic', () => {
    const approvals = [{ role: 'peer', trustScore: 70, domainVerificationMethod: 'linkedin' } as const];
    expect(proofScore(complete, approvals)).toBe(proofScore(structuredClone(complete), structuredClone(approvals)));
  });
});
