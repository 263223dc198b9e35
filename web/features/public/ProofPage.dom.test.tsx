// /proof/{number} through its route's loader against a fake API: a proof awaiting re-validation
// says so plainly (its number, whose it is, since when), never "Proof Not Found" nor any content.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import type { PublicProofAwaitingRevalidation } from '../../../domain/api/public';
import { revalidation } from '../../../domain/messages/portal';
import { publicPages } from '../../../domain/messages/public-pages';
import { fakeApi } from '../../test/fake-api';
import { testSession, withProviders } from '../../test/providers';
import { proofLoader } from './api/loaders';
import ProofPage from './ProofPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const awaiting: PublicProofAwaitingRevalidation = {
  state: 'awaiting-revalidation',
  proofNumber: 'PJ-7KQ2MX',
  owner: { username: 'olivia', displayName: 'Olivia Owner', avatarUrl: null, headline: 'Engineer' },
  since: '2026-11-05T10:00:00.000Z',
};

it('a published proof awaiting re-validation: its number, its owner, since when, and what happens next', async () => {
  const api = fakeApi({ 'GET /api/public/proofs/PJ-7KQ2MX': { body: awaiting } });
  const router = createMemoryRouter([{ path: '/proof/:number', loader: proofLoader, element: <ProofPage />, HydrateFallback: () => null }], { initialEntries: ['/proof/pj-7kq2mx'] });
  // A visitor: signed out.
  render(<RouterProvider router={router} />, { wrapper: withProviders({ session: testSession({ status: 'signedOut', idToken: null, claims: null }) }) });

  expect(await screen.findByRole('heading', { name: revalidation.awaitingHeading, level: 2 })).toBeTruthy();
  const verdict = screen.getByRole('region', { name: revalidation.awaitingHeading });
  expect(verdict.textContent).toContain('Proof PJ-7KQ2MX by Olivia Owner');
  expect(screen.getAllByRole('link', { name: 'Olivia Owner' })[0]?.getAttribute('href')).toBe('/portfolio/olivia');
  expect(screen.getByText(revalidation.awaitingSince('November 5, 2026'))).toBeTruthy();
  expect(screen.getByText(revalidation.awaitingText)).toBeTruthy();
  expect(screen.queryByText(publicPages.proofNotFoundHeading)).toBeNull();
  expect(screen.queryByText('Proof Verified')).toBeNull();
  // The page names itself in an effect, which React may run after the content is on screen.
  await waitFor(() => expect(document.title).toContain(revalidation.awaitingHeading));
  expect(api.routes()).toEqual(['GET /api/public/proofs/PJ-7KQ2MX']);
});
