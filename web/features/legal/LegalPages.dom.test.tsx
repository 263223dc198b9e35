// What the Privacy Policy and the Terms of Service say, and their headings in order
// (tests/browser/legal.spec.ts walks to them from the footer and back, and at phone width).
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { testSession, withProviders } from '../../test/providers';
import { containing } from '../../test/text';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';

afterEach(cleanup);

function renderAt(path: '/privacy' | '/terms') {
  const router = createMemoryRouter([
    { path: '/privacy', element: <PrivacyPage /> },
    { path: '/terms', element: <TermsPage /> },
  ], { initialEntries: [path] });
  render(<RouterProvider router={router} />, { wrapper: withProviders({ session: testSession({ status: 'signedOut', idToken: null, claims: null }) }) });
}

const mailtoOf = (name: string) => screen.getAllByRole('link', { name })[0]?.getAttribute('href');

it('Privacy states the age limit, how proofs are shared, the address and the contact', () => {
  renderAt('/privacy');
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
  expect(screen.getAllByText(containing('You must be at least 16 years old to use Provenly.')).length).toBeGreaterThan(0);
  expect(screen.getAllByText(containing('Proof cards can be shared publicly or with specific people.')).length).toBeGreaterThan(0);
  expect(screen.getAllByText(containing('[Company address]')).length).toBeGreaterThan(0);
  expect(mailtoOf('privacy@provenly.example')).toBe('mailto:privacy@provenly.example');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
});

it('Privacy says what erasure keeps, and that what stays encrypted can no longer be read once the key is destroyed', () => {
  renderAt('/privacy');
  expect(screen.getAllByText(containing(/backups, for 35 days/)).length).toBeGreaterThan(0);
  expect(screen.getAllByText(containing(/stored encrypted under a key of your own/)).length).toBeGreaterThan(0);
  expect(screen.getAllByText(containing(/we destroy that key/)).length).toBeGreaterThan(0);
});

it('Terms: sharing is public or with specific people, peer verification is no endorsement', () => {
  renderAt('/terms');
  expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
  expect(screen.getAllByText(containing('Proof cards can be shared publicly or with specific people.')).length).toBeGreaterThan(0);
  expect(screen.getAllByText(containing(/Peer verification is not an endorsement by Provenly/)).length).toBeGreaterThan(0);
  expect(screen.getAllByText(containing('You must be at least 16 years old to use Provenly.')).length).toBeGreaterThan(0);
  expect(screen.getAllByText(containing('[Jurisdiction]')).length).toBeGreaterThan(0);
  expect(mailtoOf('legal@provenly.example')).toBe('mailto:legal@provenly.example');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
});
