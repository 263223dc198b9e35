// What a suspended person sees in front of the signed-in pages: why (the administrator's reason),
// what is hidden, how to appeal, how to take their data, and Sign Out, never the dashboard behind it nor its error toasts,
// also when the suspension comes while they are signed in; and their one appeal.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { AccountStatus, OwnAppeal } from '../../../domain/api/account';
import { dashboard } from '../../../domain/messages/dashboard';
import { archiveMessages } from '../../../domain/messages/data-rights';
import { appealRefusals, statementDate, suspendedPage, suspensionStatement as statement } from '../../../domain/messages/suspension';
import { useMe } from '../../lib/server-state/me';
import { fakeApi, type FakeApi } from '../../test/fake-api';
import { fakeWebSocket, type FakeWebSocket } from '../../test/fake-websocket';
import { testSession, withProviders } from '../../test/providers';
import { SuspensionGate } from './SuspensionGate';

const SUSPENDED_AT = '2026-11-03T09:30:00.000Z';
const REASON = 'Presented a colleague’s project as her own.\nReported twice.';
const suspended = (appeal: OwnAppeal | null = null): AccountStatus => ({ suspension: { suspendedAt: SUSPENDED_AT, username: 'olivia', reason: REASON, appeal } });
const refusal = { status: 403, body: { error: { code: 'forbidden', message: 'This account is suspended. Sign in to Provenly to read why and to appeal.', reason: 'account_suspended' } } };

let api: FakeApi;
let sockets: typeof FakeWebSocket;
beforeEach(() => {
  api = fakeApi();
  sockets = fakeWebSocket();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The dashboard stands for every signed-in page: it loads the profile, whose failure toasts. */
function Dashboard() {
  const me = useMe();
  return <h1>{me.data ? `Welcome, ${me.data.profile.displayName}` : 'Dashboard'}</h1>;
}

function renderGate(signOut = vi.fn(async () => undefined)) {
  const Providers = withProviders({ serverState: true, session: testSession({ signOut }) });
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Providers>
        <Routes>
          <Route
            path="/dashboard"
            element={
              <SuspensionGate>
                <Dashboard />
              </SuspensionGate>
            }
          />
          <Route path="/" element={<p>Landing page</p>} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
  return { signOut };
}

it('shows a suspended account why, what is hidden, how to appeal, how to take their data and Sign Out, and loads nothing else behind it', async () => {
  api.on('GET /api/account/status', { body: suspended() });
  api.on('GET /api/account/archive', { body: { archive: null } });
  renderGate();
  expect(await screen.findByRole('heading', { name: suspendedPage.heading, level: 1 })).toBeTruthy();
  expect(screen.getByText(statement.decision(statementDate(SUSPENDED_AT)))).toBeTruthy();
  const why = screen.getByRole('region', { name: suspendedPage.reasonHeading });
  expect(within(why).getByText(/Presented a colleague’s project as her own\./).textContent).toBe(REASON);
  expect(within(why).getByText(statement.automation)).toBeTruthy();
  expect(within(why).getByRole('link', { name: suspendedPage.termsLink }).getAttribute('href')).toBe('/terms');
  const hidden = screen.getByRole('region', { name: statement.hiddenHeading });
  expect(within(hidden).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...statement.hidden]);
  const appeal = screen.getByRole('region', { name: statement.appealHeading });
  expect(within(appeal).getByRole('textbox', { name: suspendedPage.appealLabel })).toBeTruthy();
  expect(within(appeal).getByText(statement.otherRedress)).toBeTruthy();
  expect(screen.getByRole('button', { name: suspendedPage.signOut })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  // Their data stays theirs: the archive of it, as on Settings.
  const data = screen.getByRole('region', { name: archiveMessages.heading });
  expect(within(data).getByRole('button', { name: archiveMessages.prepare })).toBeTruthy();
  // The profile is read first (opening the app keeps a closing account); a suspension refuses it.
  await waitFor(() => expect(api.routes()).toEqual(['GET /api/me', 'GET /api/account/status', 'GET /api/account/archive']));
});

it('takes the screen when the account is suspended while signed in, without an error toast', async () => {
  let suspendedNow = false;
  api.on('GET /api/account/status', () => ({ body: suspendedNow ? suspended() : { suspension: null } }));
  api.on('GET /api/me', () => (suspendedNow ? refusal : { body: { isAdmin: false, profile: { displayName: 'Olivia Owner' } } }));
  renderGate();
  expect(await screen.findByRole('heading', { name: 'Welcome, Olivia Owner' })).toBeTruthy();

  // An admin suspends the account: the server closes its live connection, and refuses its calls.
  suspendedNow = true;
  act(() => sockets.latest().drop());
  expect(await screen.findByRole('heading', { name: suspendedPage.heading })).toBeTruthy();
  expect(screen.queryByText(dashboard.profileError.title)).toBeNull();
});

it('asks for the status once the profile is refused for a suspension, and toasts no Profile Error', async () => {
  api.on('GET /api/account/status', { body: suspended() });
  api.on('GET /api/me', refusal);
  renderGate();
  expect(await screen.findByRole('heading', { name: suspendedPage.heading })).toBeTruthy();
  expect(screen.queryByText(dashboard.profileError.title)).toBeNull();
  expect(api.count('GET /api/me')).toBe(1);
  expect(api.routes().slice(0, 2)).toEqual(['GET /api/me', 'GET /api/account/status']);
});

it('checks the appeal as the server does, sends it once, and then shows it with what happens next', async () => {
  const text = 'The crane retrofit was my project.';
  api.on('GET /api/account/status', { body: suspended() });
  api.on('POST /api/account/appeal', { status: 201, body: suspended({ id: 'appeal-1', text, state: 'open', createdAt: '2026-11-04T08:00:00.000Z', decidedAt: null, decisionNote: null }) });
  renderGate();
  const send = await screen.findByRole('button', { name: suspendedPage.sendAppeal });
  await userEvent.click(send);
  expect(screen.getByText(appealRefusals.required)).toBeTruthy();
  expect(api.count('POST /api/account/appeal')).toBe(0);

  const box = screen.getByRole('textbox', { name: suspendedPage.appealLabel });
  expect(box.getAttribute('maxlength')).toBe('2000');
  await userEvent.type(box, text);
  await userEvent.click(send);
  expect(await screen.findByText(suspendedPage.appealOpen(statementDate('2026-11-04T08:00:00.000Z')))).toBeTruthy();
  expect(screen.getByText(text)).toBeTruthy();
  expect(screen.getByText(suspendedPage.appealSent.title)).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: suspendedPage.appealLabel })).toBeNull();
  expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ text }]);
});

it("shows an upheld appeal with the administrator's answer", async () => {
  api.on('GET /api/account/status', {
    body: suspended({ id: 'appeal-1', text: 'Please look again.', state: 'upheld', createdAt: '2026-11-04T08:00:00.000Z', decidedAt: '2026-11-05T08:00:00.000Z', decisionNote: 'Confirmed with your manager.' }),
  });
  renderGate();
  expect(await screen.findByText(suspendedPage.appealUpheld(statementDate('2026-11-05T08:00:00.000Z')))).toBeTruthy();
  expect(screen.getByText('Confirmed with your manager.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: suspendedPage.sendAppeal })).toBeNull();
});

it('signs out from the page and goes home', async () => {
  api.on('GET /api/account/status', { body: suspended() });
  const { signOut } = renderGate();
  await userEvent.click(await screen.findByRole('button', { name: suspendedPage.signOut }));
  await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  expect(await screen.findByText('Landing page')).toBeTruthy();
  expect(screen.getByText(dashboard.signedOut)).toBeTruthy();
});
