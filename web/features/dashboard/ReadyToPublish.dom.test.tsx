// The Ready to publish card: Publish Post opens the LinkedIn share dialog for that proof; Add to
// Profile is a real link to LinkedIn's add-certification page, in a new tab; a hidden proof offers
// neither and says why.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { linkedinFailures } from '../../../domain/linkedin-messages';
import { fakeOwnerApi, verifiedProof } from '../../test/linkedin';
import { withProviders } from '../../test/providers';
import { ReadyToPublish } from './ReadyToPublish';

beforeEach(fakeOwnerApi);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const proofs = [verifiedProof(), verifiedProof({ id: 'proof-2', title: 'Search relaunch', proofNumber: 'PJ-22XYZ9', verifiedAt: '2026-01-31T23:30:00.000Z' })];

it('Publish Post opens the share dialog for that proof', async () => {
  render(<ReadyToPublish proofs={proofs} />, { wrapper: withProviders({ serverState: true }) });
  await userEvent.click(screen.getByRole('button', { name: 'Publish Post about Search relaunch' }));
  const dialog = screen.getByRole('dialog', { name: 'Share on LinkedIn' });
  expect(within(dialog).getByText(/Post “Search relaunch”/)).toBeTruthy();
});

it('Add to Profile links to LinkedIn with the proof as a certification, in a new tab', () => {
  render(<ReadyToPublish proofs={proofs} />, { wrapper: withProviders({ serverState: true }) });
  const link = screen.getByRole('link', { name: /^Add to Profile Search relaunch/ });
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
  const url = new URL(link.getAttribute('href')!);
  expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    startTask: 'CERTIFICATION_NAME',
    name: 'Search relaunch',
    organizationName: 'Provenly',
    issueYear: '2026',
    issueMonth: '1',
    certUrl: `${window.location.origin}/proof/PJ-22XYZ9`,
    certId: 'PJ-22XYZ9',
  });
});

it('a proof hidden by an administrator says why it cannot be shared, and offers no LinkedIn post or profile link', () => {
  render(<ReadyToPublish proofs={[verifiedProof({ id: 'proof-3', title: 'Hidden rollout', hiddenAt: '2026-11-03T10:00:00.000Z' })]} />, { wrapper: withProviders({ serverState: true }) });
  expect(screen.getByText(linkedinFailures.hiddenProof)).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Publish Post/ })).toBeNull();
  expect(screen.queryByRole('link', { name: /Add to Profile/ })).toBeNull();
});
