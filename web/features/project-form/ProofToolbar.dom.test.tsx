// The edit page's toolbar: a verified, published proof offers its link and Share; one an
// administrator hid says so and why instead, and offers neither (its link answers not found).
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { OwnProof } from '../../../domain/api/proofs';
import { hiddenProofCard } from '../../../domain/messages/moderation';
import { fakeOwnerApi } from '../../test/linkedin';
import { verifiedProof } from '../../test/proof';
import { withProviders } from '../../test/providers';
import { ProofToolbar } from './ProofToolbar';

beforeEach(fakeOwnerApi);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderToolbar(proof: OwnProof) {
  const Providers = withProviders({ serverState: true });
  render(
    <MemoryRouter>
      <Providers>
        <ProofToolbar proof={proof} onRequestValidation={() => undefined} />
      </Providers>
    </MemoryRouter>,
  );
}

it('offers the link and Share of a verified, published proof', () => {
  renderToolbar(verifiedProof({ status: 'published' }));
  expect(screen.getByRole('button', { name: /Copy link/ })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
});

it('says a hidden proof is hidden and why, and offers neither its link nor Share', () => {
  renderToolbar(verifiedProof({ status: 'published', hiddenAt: '2026-11-03T10:00:00.000Z', hiddenReason: 'Authorship could not be confirmed.' }));
  expect(screen.getByText(hiddenProofCard.heading)).toBeTruthy();
  expect(screen.getByText('Authorship could not be confirmed.')).toBeTruthy();
  expect(screen.getByText(hiddenProofCard.effects)).toBeTruthy();
  expect(screen.queryAllByRole('button')).toEqual([]);
});
