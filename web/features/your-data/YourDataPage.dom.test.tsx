// The co-signers' own page against a fake API: asking for the link says the same whatever the
// address; the link shows what is held and removes it behind a confirmation; a dead link says so.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import type { YourDataAnswer } from '../../../domain/api/your-data';
import { yourData as text } from '../../../domain/messages/your-data';
import { fakeApi } from '../../test/fake-api';
import YourDataPage from './YourDataPage';

const TOKEN = 'a'.repeat(43);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/your-data" element={<YourDataPage />} />
        <Route path="/your-data/:token" element={<YourDataPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const held: YourDataAnswer = {
  address: 'pat@acme.com',
  linkExpiresAt: '2026-11-28T12:00:00.000Z',
  cosignatures: [{ proofTitle: 'Checkout rewrite', role: 'peer', status: 'approved', decidedAt: '2026-11-20T10:00:00.000Z', comment: 'I reviewed it.', withdrawnAt: null }],
  validatorProfile: { displayName: 'Pat Peer', avatarUrl: null },
  mails: [{ subject: 'Ava asks you to co-sign Checkout rewrite', sentAt: '2026-11-19T10:00:00.000Z' }],
  reports: [],
  invitations: [{ proofTitle: 'Search relaunch', role: 'manager', sentAt: '2026-11-21T10:00:00.000Z' }],
};

it('asks for the address and says the same whatever it is', async () => {
  const api = fakeApi({ 'POST /api/public/your-data/link': { status: 202, body: { sent: true } } });
  renderAt('/your-data');
  await userEvent.type(screen.getByRole('textbox', { name: text.emailLabel }), 'pat@acme.com');
  await userEvent.click(screen.getByRole('button', { name: text.send }));
  expect(await screen.findByText(text.sent)).toBeTruthy();
  expect(api.calls.map((call) => call.body)).toEqual([{ email: 'pat@acme.com' }]);
});

it('shows what is held about the address, and removes it behind a confirmation', async () => {
  const api = fakeApi({ 'POST /api/public/your-data': { body: held }, 'POST /api/public/your-data/remove': { body: { withdrawn: 1 } } });
  renderAt(`/your-data/${TOKEN}`);
  expect(await screen.findByText(text.heldIntro('pat@acme.com'))).toBeTruthy();
  const given = screen.getByRole('region', { name: text.cosignaturesHeading });
  expect(within(given).getByText('Checkout rewrite')).toBeTruthy();
  expect(within(given).getByText('“I reviewed it.”')).toBeTruthy();
  expect(within(screen.getByRole('region', { name: text.profileHeading })).getByText('Pat Peer')).toBeTruthy();
  expect(within(screen.getByRole('region', { name: text.mailsHeading })).getByText('Ava asks you to co-sign Checkout rewrite')).toBeTruthy();
  expect(within(screen.getByRole('region', { name: text.reportsHeading })).getByText(text.noReports)).toBeTruthy();
  expect(within(screen.getByRole('region', { name: text.invitationsHeading })).getByText('Search relaunch')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: text.removeButton }));
  const dialog = screen.getByRole('dialog', { name: text.removeConfirmTitle });
  await userEvent.click(within(dialog).getByRole('button', { name: text.removeConfirm }));
  expect(await screen.findByText(text.removed(1))).toBeTruthy();
  expect(api.calls.filter((call) => call.path === '/api/public/your-data/remove').map((call) => call.body)).toEqual([{ token: TOKEN }]);
});

it('says a dead link is dead, and where to ask for a new one', async () => {
  fakeApi({ 'POST /api/public/your-data': { status: 404, body: { error: { code: 'not_found', message: text.invalidLink } } } });
  renderAt(`/your-data/${TOKEN}`);
  expect(await screen.findByText(text.invalidLink)).toBeTruthy();
  expect(screen.getByRole('link', { name: text.askAgain }).getAttribute('href')).toBe('/your-data');
});
