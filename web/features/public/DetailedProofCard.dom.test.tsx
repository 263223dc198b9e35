// The share dialog of the public proof page speaks to the visitor who opened it (a recruiter, say),
// not to the proof's owner.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import type { PublicProof } from '../../../domain/api/public';
import { withProviders } from '../../test/providers';
import { DetailedProofCard } from './DetailedProofCard';

afterEach(cleanup);

const proof: PublicProof = {
  id: 'p1', title: 'Checkout rewrite', role: 'Lead Engineer', orgName: 'Acme', description: 'Rebuilt the checkout.',
  startDate: '2025-01-01', endDate: null, skills: ['TypeScript'], outcomes: [], links: [],
  proofNumber: 'PJ-7KQ2MX', proofScore: 120, sealVariant: 'project-member', verifiedAt: '2025-06-01T00:00:00.000Z',
  updatedAt: '2025-06-01T00:00:00.000Z', createdAt: '2025-01-01T00:00:00.000Z', imageUrl: '/og/proof/PJ-7KQ2MX.png?v=1',
  trustLevel: 'Organization Listed',
};

it("offers to share this proof, not 'your' proof", async () => {
  render(
    <MemoryRouter>
      <DetailedProofCard proof={proof} validations={[]} />
    </MemoryRouter>,
    { wrapper: withProviders() },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share this proof' });
  expect(dialog.textContent).toContain('Anyone with the link can check “Checkout rewrite”.');
  expect(screen.queryByRole('dialog', { name: 'Share your proof' })).toBeNull();
});
