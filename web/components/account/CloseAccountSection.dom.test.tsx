// Close your account as the person sees it: a confirmation that says what follows and waits for
// the username typed out, the choice about LinkedIn posts sent as made, a refusal in the server's
// words, a sign-in asked for again when the last one is too old, and once closed the session
// forgotten with the date until which signing in keeps the account.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ACCOUNT_CLOSURE_GRACE_DAYS, USERNAME_HOLD_DAYS } from '../../../domain/constants';
import { accountClosure as text } from '../../../domain/messages/data-rights';
import { fakeApi, type FakeApi } from '../../test/fake-api';
import { testSession, withProviders } from '../../test/providers';
import { CloseAccountSection } from './CloseAccountSection';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection(session = testSession()) {
  const Providers = withProviders({ serverState: true, session });
  render(
    <MemoryRouter initialEntries={['/dashboard/settings']}>
      <Providers>
        <Routes>
          <Route path="/dashboard/settings" element={<CloseAccountSection username="olivia-owner" />} />
          <Route path="/" element={<p>Landing page</p>} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
  return session;
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: text.button }));
  return screen.getByRole('dialog', { name: text.confirmTitle });
}

it('says what follows, waits for the username, sends the choice about LinkedIn posts, then forgets the session and says until when signing in keeps the account', async () => {
  api.on('POST /api/account/closure', { body: { requestedAt: '2026-11-28T10:00:00.000Z', closesAt: '2026-12-12T10:00:00.000Z', deleteLinkedinPosts: false } });
  const signOut = vi.fn(async () => undefined);
  renderSection(testSession({ signOut }));
  const dialog = await openDialog();
  expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(text.confirmConsequences(ACCOUNT_CLOSURE_GRACE_DAYS, USERNAME_HOLD_DAYS));
  expect(within(dialog).getByText(text.graceNote(ACCOUNT_CLOSURE_GRACE_DAYS))).toBeTruthy();
  const confirm = within(dialog).getByRole('button', { name: text.confirm });
  expect(confirm.hasAttribute('disabled')).toBe(true);
  await userEvent.click(within(dialog).getByRole('checkbox', { name: text.deletePosts }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: text.confirmLabel('olivia-owner') }), 'Olivia-Owner');
  expect(confirm.hasAttribute('disabled')).toBe(false);
  await userEvent.click(confirm);
  expect(await screen.findByText('Landing page')).toBeTruthy();
  expect(signOut).toHaveBeenCalledTimes(1);
  expect(screen.getByText(text.closed('December 12, 2026'))).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ confirmUsername: 'Olivia-Owner', deleteLinkedinPosts: false }]);
});

it('asks for a sign-in again when the last one is too old, back to this page', async () => {
  api.on('POST /api/account/closure', { status: 403, body: { error: { code: 'forbidden', message: text.signInAgain, reason: 'sign_in_again' } } });
  const signIn = vi.fn(async () => undefined);
  renderSection(testSession({ signIn }));
  const dialog = await openDialog();
  await userEvent.type(within(dialog).getByRole('textbox', { name: text.confirmLabel('olivia-owner') }), 'olivia-owner');
  await userEvent.click(within(dialog).getByRole('button', { name: text.confirm }));
  await userEvent.click(await within(dialog).findByRole('button', { name: text.signInAgainButton }));
  expect(signIn).toHaveBeenCalledWith('/dashboard/settings', { fresh: true });
});

it('shows a refusal in the server\u2019s words, and Cancel closes without sending anything', async () => {
  api.on('POST /api/account/closure', { status: 429, body: { error: { code: 'rate_limited', message: text.tooMany } } });
  renderSection();
  let dialog = await openDialog();
  await userEvent.type(within(dialog).getByRole('textbox', { name: text.confirmLabel('olivia-owner') }), 'olivia-owner');
  await userEvent.click(within(dialog).getByRole('button', { name: text.confirm }));
  expect(await within(dialog).findByText(text.tooMany)).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  dialog = await openDialog();
  expect(within(dialog).queryByText(text.tooMany)).toBeNull();
  expect((within(dialog).getByRole('textbox', { name: text.confirmLabel('olivia-owner') }) as HTMLInputElement).value).toBe('');
  expect(api.count('POST /api/account/closure')).toBe(1);
});
