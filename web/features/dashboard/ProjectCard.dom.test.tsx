// A proof approved only from the e-mailed link is not verified: its card says why and what would
// verify it; a verified proof, or one nobody approved yet, says nothing of the kind. A decline
// shows on the card with its comment. A proof an administrator hid says so and why, and offers
// only what still works.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { OwnProof } from '../../../domain/api/proofs';
import { dashboard } from '../../../domain/messages/dashboard';
import { credentials } from '../../../domain/messages/credentials';
import { hiddenProofCard } from '../../../domain/messages/moderation';
import { declines } from '../../../domain/messages/declines';
import type { StandingDecline } from '../../../domain/rules/standing-declines';
import { declinedCosignature } from '../../test/cosignature';
import { fakeOwnerApi } from '../../test/linkedin';
import { verifiedProof } from '../../test/proof';
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
    validation: declinedCosignature({ id: 'v2', validationRequestId: 'r2', contentHash: 'hash', createdAt: '2026-11-25T10:00:00.000Z' }),
  };
  renderCard(verifiedProof({ verified: false, proofNumber: null, status: 'pending_validation' }), [decline]);
  expect(screen.getByText('Declined by nay@acme.com · 2d ago')).toBeTruthy();
  expect(screen.getByText('Comment: The dates are wrong: I joined in March.')).toBeTruthy();
  expect(screen.getByText(declines.nextSteps)).toBeTruthy();
  expect(screen.getByRole('link', { name: /Edit/ }).getAttribute('href')).toBe('/edit-project/proof-1');
  expect(screen.getByRole('button', { name: /Invite Validator/ })).toBeTruthy();
});

it('says a proof an administrator hid is hidden and why, and offers only what still works: Edit', () => {
  renderCard(verifiedProof({ status: 'published', hiddenAt: '2026-11-03T10:00:00.000Z', hiddenReason: 'The survey was led by another lab.' }));
  const card = screen.getByRole('article', { name: 'Checkout rewrite' });
  expect(card.textContent).toContain(hiddenProofCard.heading);
  expect(screen.getByText('The survey was led by another lab.')).toBeTruthy();
  expect(screen.getByText(hiddenProofCard.effects)).toBeTruthy();
  // Its public link answers not found, its credential is revoked, and it cannot be shared.
  expect(screen.queryByRole('button', { name: credentials.download })).toBeNull();
  expect(screen.queryByRole('button', { name: /Copy link/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Share/ })).toBeNull();
  expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/edit-project/proof-1');
});

it('still offers Invite Validator on a hidden proof that is not verified, but no share', () => {
  renderCard(verifiedProof({ verified: false, proofNumber: null, status: 'pending_validation', hiddenAt: '2026-11-03T10:00:00.000Z', hiddenReason: null }));
  expect(screen.getByText(hiddenProofCard.heading)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Invite Validator' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
});
