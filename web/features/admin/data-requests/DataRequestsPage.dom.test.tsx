// The Data requests page against a fake API: each request in its table, by id and times, with its
// state in words and a link to the person; an empty list says so; more than shown says so.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import type { DataRequestsAnswer } from '../../../../domain/api/admin/data-requests';
import { fakeApi } from '../../../test/fake-api';
import { withProviders } from '../../../test/providers';
import DataRequestsPage from './DataRequestsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer: DataRequestsAnswer = {
  closures: [
    { userId: 'u-due', requestedAt: '2026-11-01T09:00:00.000Z', closesAt: '2026-11-15T09:00:00.000Z', state: 'due', deleteLinkedinPosts: true },
    { userId: 'u-waiting', requestedAt: '2026-11-20T09:00:00.000Z', closesAt: '2026-12-04T09:00:00.000Z', state: 'waiting', deleteLinkedinPosts: false },
  ],
  proofDeletions: [],
  archives: [{ userId: 'u-archive', archiveId: 'a-1', requestedAt: '2026-11-27T08:00:00.000Z' }],
  more: { closures: true, proofDeletions: false, archives: false },
};

function renderPage() {
  const Providers = withProviders({ serverState: true });
  render(
    <MemoryRouter>
      <Providers>
        <DataRequestsPage />
      </Providers>
    </MemoryRouter>,
  );
}

it('lists the accounts closing with their state, the proofs being deleted and the archives being built', async () => {
  fakeApi({ 'GET /api/admin/data-requests': { body: answer } });
  renderPage();
  const closing = await screen.findByRole('region', { name: 'Accounts closing' });
  const due = (await within(closing).findByRole('link', { name: 'u-due' })).closest('tr')!;
  expect(within(due).getByText('Due: the erasure sweep erases it')).toBeTruthy();
  expect(within(due).getByText('Nov 15, 2026, 9:00 AM UTC')).toBeTruthy();
  expect(within(due).getByText('Deleted on LinkedIn')).toBeTruthy();
  expect(within(closing).getByRole('link', { name: 'u-waiting' }).getAttribute('href')).toBe('/admin/users/u-waiting');
  expect(within(closing).getByText('Waiting: signing in keeps it')).toBeTruthy();
  expect(within(closing).getByText('Only the oldest are listed; more are waiting.')).toBeTruthy();
  expect(within(screen.getByRole('region', { name: 'Proofs being deleted' })).getByText('No proof is being deleted.')).toBeTruthy();
  expect(within(screen.getByRole('region', { name: 'Archives being built' })).getByText('a-1')).toBeTruthy();
});
