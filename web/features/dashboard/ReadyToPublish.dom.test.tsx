// The Ready to publish card: Publish Post opens the LinkedIn share dialog for that proof; Publish
// and Add to Profile publishes first (the certification's link must open the proof), then opens
// LinkedIn's add-certification page in the tab it opened on the click; a hidden proof offers
// neither and says why.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { linkedinFailures } from '../../../domain/messages/linkedin';
import { dashboard } from '../../../domain/messages/dashboard';
import { fakeOwnerApi } from '../../test/linkedin';
import { verifiedProof } from '../../test/proof';
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

it('Publish and Add to Profile says it publishes, publishes, then opens LinkedIn with the proof as a certification', async () => {
  const api = fakeOwnerApi();
  api.on('POST /api/proofs/proof-2/publish', { body: verifiedProof({ id: 'proof-2', title: 'Search relaunch', proofNumber: 'PJ-22XYZ9', status: 'published' }) });
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.fn(() => tab);
  vi.stubGlobal('open', open);
  render(<ReadyToPublish proofs={proofs} />, { wrapper: withProviders({ serverState: true }) });
  const button = screen.getByRole('button', { name: /^Publish and Add to Profile Search relaunch/ });
  expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(dashboard.addToProfilePublishes);

  await userEvent.click(button);
  expect(open).toHaveBeenCalledWith('', '_blank');
  await waitFor(() => expect(tab.location.href).not.toBe(''));
  expect(api.count('POST /api/proofs/proof-2/publish')).toBe(1);
  expect(tab.opener).toBeNull();
  const url = new URL(tab.location.href);
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

it('a publish that fails closes the tab it opened: no link to a proof that is not public', async () => {
  const api = fakeOwnerApi();
  api.on('POST /api/proofs/proof-2/publish', { status: 500, body: { message: 'Internal Server Error' } });
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  vi.stubGlobal('open', vi.fn(() => tab));
  render(<ReadyToPublish proofs={proofs} />, { wrapper: withProviders({ serverState: true }) });
  await userEvent.click(screen.getByRole('button', { name: /^Publish and Add to Profile Search relaunch/ }));
  await waitFor(() => expect(tab.close).toHaveBeenCalled());
  expect(tab.location.href).toBe('');
  expect(await screen.findByText(dashboard.publishFailed)).toBeTruthy();
});

it('a proof hidden by an administrator says why it cannot be shared, and offers no LinkedIn post or profile link', () => {
  render(<ReadyToPublish proofs={[verifiedProof({ id: 'proof-3', title: 'Hidden rollout', hiddenAt: '2026-11-03T10:00:00.000Z' })]} />, { wrapper: withProviders({ serverState: true }) });
  expect(screen.getByText(linkedinFailures.hiddenProof)).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Publish Post/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /Add to Profile/ })).toBeNull();
});
