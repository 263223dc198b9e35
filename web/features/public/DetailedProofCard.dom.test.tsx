// The share dialog of the public proof page speaks to the visitor who opened it (a recruiter, say),
// not to the proof's owner.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { publicProof } from '../../test/proof';
import { withProviders } from '../../test/providers';
import { DetailedProofCard } from './DetailedProofCard';

afterEach(cleanup);

const proof = publicProof();

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
