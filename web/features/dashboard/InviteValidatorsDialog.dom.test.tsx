// The invitation dialog's refusals: an address of the owner's shows the server's message beside
// it; an address that already co-signed toasts the server's words.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { invitations } from '../../../domain/messages/invitations';
import { fakeApi, type FakeApi } from '../../test/fake-api';
import { withProviders } from '../../test/providers';
import { InviteValidatorsDialog } from './InviteValidatorsDialog';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST /api/validators/verify-domain': { body: { trustLevel: 1, trustScore: 95, matchType: 'exact' } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function sendTo(addresses: string[]) {
  render(<InviteValidatorsDialog open onClose={() => undefined} proof={{ id: 'p1', title: 'Billing migration', orgName: 'Acme' }} sentToday={0} />, {
    wrapper: withProviders({ serverState: true }),
  });
  const user = userEvent.setup();
  for (const address of addresses) {
    await user.type(screen.getByLabelText('Validator email'), address);
    await user.click(screen.getByRole('button', { name: 'Add' }));
  }
  await user.click(screen.getByRole('button', { name: /^Send \d* ?invitations?$/ }));
}

it("an address of the owner's shows the server's message beside it", async () => {
  api.on('POST /api/validation-requests', {
    status: 400,
    body: { error: { code: 'bad_request', message: invitations.selfInvite, reason: 'self_validation', fields: { 'validators.1.email': [invitations.selfInvite] } } },
  });
  await sendTo(['peer@acme.com', 'olivia@acme.com']);
  const list = screen.getByRole('region', { name: 'Validators to invite' });
  const [peer, own] = within(list).getAllByRole('listitem');
  expect(await within(own!).findByText(invitations.selfInvite)).toBeTruthy();
  expect(within(peer!).queryByText(invitations.selfInvite)).toBeNull();
  expect(within(own!).getByRole('button', { name: 'Remove olivia@acme.com' }).getAttribute('aria-describedby')).toBeTruthy();
});

it("an address that already co-signed toasts the server's words", async () => {
  api.on('POST /api/validation-requests', { status: 409, body: { error: { code: 'conflict', message: invitations.alreadyCosigned, reason: 'already_cosigned' } } });
  await sendTo(['peer@acme.com']);
  expect(await screen.findByText(invitations.alreadyCosigned)).toBeTruthy();
});
