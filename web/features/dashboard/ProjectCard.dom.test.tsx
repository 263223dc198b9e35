// A proof approved only from the e-mailed link is not verified: its card says why and what would
// verify it; a verified proof, or one nobody approved yet, says nothing of the kind.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { OwnProof } from '../../../domain/api/proofs';
import { dashboard } from '../../../domain/messages';
import { fakeOwnerApi, verifiedProof } from '../../test/linkedin';
import { withProviders } from '../../test/providers';
import { ProjectCard } from './ProjectCard';

beforeEach(fakeOwnerApi);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard(proof: OwnProof) {
  const Providers = withProviders({ serverState: true });
  render(
    <MemoryRouter>
      <Providers>
        <ProjectCard proof={proof} now={new Date('2026-11-27T10:00:00.000Z')} headingLevel={3} onInvite={() => undefined} />
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
