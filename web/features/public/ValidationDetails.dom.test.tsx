// Co-signers on the public proof and project pages: one who agreed to be named (and signed in with
// LinkedIn) appears by name, in Validation Details and on the card's avatars; everyone else by
// their masked address, as before.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import type { PublicProof, PublicValidation } from '../../../domain/api/public';
import { withProviders } from '../../test/providers';
import { DetailedProofCard } from './DetailedProofCard';
import { ValidationDetails } from './ValidationDetails';

afterEach(cleanup);

const named: PublicValidation = {
  name: 'Nora Named', validatorEmail: 'n***@acme.com', role: 'manager', trustScore: 95, verifiedOn: '2025-06-02T00:00:00.000Z',
  comment: 'She led it.', proven: { signedIn: true, companyDomain: 'acme.com' },
};
const masked: PublicValidation = {
  name: null, validatorEmail: 'q***@gmail.com', role: 'peer', trustScore: 50, verifiedOn: '2025-06-01T00:00:00.000Z',
  comment: null, proven: { signedIn: true, companyDomain: null },
};

it('names the co-signer who agreed, with what they proved; keeps the others masked', () => {
  render(<ValidationDetails validations={[named, masked]} />);
  const [first, second] = within(screen.getByRole('region', { name: 'Validation Details' })).getAllByRole('listitem');
  expect(first?.textContent).toContain('Nora Named');
  expect(first?.textContent).toContain('Signed in with LinkedIn · Controls an @acme.com address');
  expect(first?.textContent).not.toContain('n***@acme.com');
  expect(second?.textContent).toContain('q***@gmail.com');
  expect(second?.textContent).toContain('Signed in with LinkedIn');
});

it('gives the card on the proof page the same names for its validator avatars', () => {
  const proof: PublicProof = {
    id: 'p1', title: 'Checkout rewrite', role: 'Lead Engineer', orgName: 'Acme', description: 'Rebuilt the checkout.',
    startDate: '2025-01-01', endDate: null, skills: ['TypeScript'], outcomes: [], links: [],
    proofNumber: 'PJ-7KQ2MX', proofScore: 120, sealVariant: 'manager', verifiedAt: '2025-06-01T00:00:00.000Z',
    updatedAt: '2025-06-01T00:00:00.000Z', createdAt: '2025-01-01T00:00:00.000Z', imageUrl: '/og/proof/PJ-7KQ2MX.png?v=1',
    trustLevel: 'Manager Verified',
  };
  render(
    <MemoryRouter>
      <DetailedProofCard proof={proof} validations={[named, masked]} />
    </MemoryRouter>,
    { wrapper: withProviders() },
  );
  const avatars = within(screen.getByRole('list', { name: 'Validators' })).getAllByRole('listitem');
  expect(avatars).toHaveLength(2);
  expect(avatars[0]?.getAttribute('title')).toBe('Nora Named (Manager)');
  expect(avatars[1]?.getAttribute('title')).toBe('q***@gmail.com (Peer)');
});
