// A proof approved only from the e-mailed link is not verified: its card says why and what would
// verify it; a verified proof, or one nobody approved yet, says nothing of the kind. A decline
// shows on the card with its comment.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { OwnProof } from '../../../domain/api/proofs';
import { dashboard } from '../../../domain/messages';
import { declines } from '../../../domain/messages-declines';
import type { StandingDecline } from '../../../domain/rules/standing-declines';
import { fakeOwnerApi, verifiedProof } from '../../test/linkedin';
import { withProviders } from '../../test/providers';
import { ProjectCard } from './ProjectCard';

beforeEach(fakeOwnerApi);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard(proof: OwnProof, declines: readonly StandingDecline[] = []) {
  const Providers = withProviders({ serverState: true });
  render(
    <MemoryRouter>
      <Providers>
        <ProjectCard proof={proof} declines={declines} now={new Date('2026-11-27T10:00:00.000Z')} headingLevel={3} onInvite={() => undefined} />
      </Providers>
    </MemoryRouter>,
  );
}

const linkOnlyApproval = { validationId: 'v1', role: 'peer' as const, displayName: 'old.pal@gmail.com', avatarUrl: null, approvedAt: '2026-11-20T10:00:00.000Z' };

it('tells the owner of a proof approved from the link only why it is not verified, and what would verify it', () => {
  renderCard(verifiedProof({ verified: false, proofNumber: null, approvals: [linkOnlyApproval] }));
  expect(screen.getByText(dashboard.needsEstablishedCosigner)).toBeTruthy();
  expect(screen.getByText(/sign in with LinkedIn when they co-sign/)).toBeTruthy();
});

it('says nothing of it on a verified proof, or on one nobody approved yet', () => {
  renderCard(verifiedProof({ approvals: [linkOnlyApproval] }));
  expect(screen.queryByText(dashboard.needsEstablishedCosigner)).toBeNull();
  cleanup();
  renderCard(verifiedProof({ verified: false, proofNumber: null, approvals: [] }));
  expect(screen.queryByText(dashboard.needsEstablishedCosigner)).toBeNull();
});

it('shows a decline as declined, with its comment and what to do next, beside the Pending status', () => {
  const decline: StandingDecline = {
    invitedEmail: 'nay@acme.com',
    validation: {
      id: 'v2',
      recognitionId: 'proof-1',
      recognitionTitle: 'Checkout rewrite',
      validationRequestId: 'r2',
      validatorEmail: 'nay@acme.com',
      role: 'manager',
      status: 'declined',
      trustScore: 95,
      verificationConfidence: 'high',
      domainVerificationMethod: 'linkedin',
      comment: 'The dates are wrong: I joined in March.',
      contentHash: 'hash',
      createdAt: '2026-11-25T10:00:00.000Z',
    },
  };
  renderCard(verifiedProof({ verified: false, proofNumber: null, status: 'pending_validation' }), [decline]);
  expect(screen.getByText('Declined by nay@acme.com · 2d ago')).toBeTruthy();
  expect(screen.getByText('Comment: The dates are wrong: I joined in March.')).toBeTruthy();
  expect(screen.getByText(declines.nextSteps)).toBeTruthy();
  expect(screen.getByRole('link', { name: /Edit/ }).getAttribute('href')).toBe('/edit-project/proof-1');
  expect(screen.getByRole('button', { name: /Invite Validator/ })).toBeTruthy();
});
