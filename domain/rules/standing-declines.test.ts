import { describe, expect, it } from 'vitest';
import type { OwnerValidation, OwnerValidationRequest } from '../api/validation';
import { ERASED_ADDRESS } from '../constants';
import { declinesByProof, standingDeclines } from './standing-declines';

const request = (id: string, overrides: Partial<OwnerValidationRequest> = {}) => ({
  id,
  recognitionId: 'p1',
  inviteeEmail: 'ava@acme.com',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const decision = (id: string, overrides: Partial<OwnerValidation> = {}): OwnerValidation => ({
  id,
  recognitionId: 'p1',
  recognitionTitle: 'Billing migration',
  validationRequestId: 'r1',
  validatorEmail: 'ava@acme.com',
  role: 'peer',
  status: 'declined',
  trustScore: 95,
  verificationConfidence: 'low',
  domainVerificationMethod: 'unknown',
  comment: 'The dates are wrong.',
  contentHash: 'hash',
  createdAt: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

describe('a decline the owner still has to answer', () => {
  it('no longer stands once the person who declined is erased: there is nobody to ask again', () => {
    expect(standingDeclines([request('r1', { inviteeEmail: ERASED_ADDRESS })], [decision('v1', { validatorEmail: ERASED_ADDRESS })])).toEqual([]);
  });

  it('stands with the address its request went to', () => {
    expect(standingDeclines([request('r1')], [decision('v1')])).toEqual([{ validation: decision('v1'), invitedEmail: 'ava@acme.com' }]);
  });

  it('names the invited address, not the one someone else signed in with', () => {
    const [decline] = standingDeclines([request('r1', { inviteeEmail: 'bob@acme.com' })], [decision('v1', { validatorEmail: 'eve@evil.com' })]);
    expect(decline?.invitedEmail).toBe('bob@acme.com');
  });

  it("falls back on the decider's address when its request is not in the list", () => {
    expect(standingDeclines([], [decision('v1')])[0]?.invitedEmail).toBe('ava@acme.com');
  });

  it('is answered once the owner asks that mailbox again about that proof, whatever became of the new request', () => {
    const askedAgain = request('r2', { inviteeEmail: 'Ava+work@acme.com', createdAt: '2026-11-03T10:00:00.000Z' });
    expect(standingDeclines([askedAgain, request('r1')], [decision('v1')])).toEqual([]);
  });

  it('still stands beside an older request, another proof or another person', () => {
    const others = [
      request('r0', { createdAt: '2026-10-30T10:00:00.000Z' }),
      request('r2', { recognitionId: 'p2', createdAt: '2026-11-03T10:00:00.000Z' }),
      request('r3', { inviteeEmail: 'bea@acme.com', createdAt: '2026-11-03T10:00:00.000Z' }),
      request('r1'),
    ];
    expect(standingDeclines(others, [decision('v1')])).toHaveLength(1);
  });

  it('leaves approvals out', () => {
    expect(standingDeclines([request('r1')], [decision('v1', { status: 'approved' })])).toEqual([]);
  });
});

it('groups declines by proof, in their order', () => {
  const declines = standingDeclines([], [decision('v3', { recognitionId: 'p2' }), decision('v2'), decision('v1')]);
  const grouped = declinesByProof(declines);
  expect(grouped.get('p1')?.map((decline) => decline.validation.id)).toEqual(['v2', 'v1']);
  expect(grouped.get('p2')?.map((decline) => decline.validation.id)).toEqual(['v3']);
});
