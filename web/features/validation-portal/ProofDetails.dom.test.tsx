// The validator reviews everything they attest to: skills and links are part of the co-signed
// content, so the review lists them.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { pendingPortalRequest } from '../../test/portal-requests';
import { ProofDetails } from './ProofDetails';

afterEach(cleanup);

it('lists the skills and the links the validator attests to', () => {
  const { recognition: proof } = pendingPortalRequest();
  render(<ProofDetails headingId="proof" recognition={{ ...proof!, links: [{ title: 'Write-up', url: 'https://example.com/write-up' }] }} />);
  const skills = screen.getByRole('region', { name: 'Skills' });
  expect(within(skills).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Payments', 'Data migration']);
  expect(within(screen.getByRole('region', { name: 'Links' })).getByRole('link', { name: /Write-up/ }).getAttribute('href')).toBe('https://example.com/write-up');
});
