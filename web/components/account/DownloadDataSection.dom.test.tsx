// Download your data as the person sees it in each state of their archive: none yet, being made
// (how far, read again until it is ready), ready (until when, a download that follows a fresh
// link), failed (asked again at once), and the hour's wait (the button waits and says until when).
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ArchiveStatus } from '../../../domain/api/account-archive';
import { archiveMessages as text } from '../../../domain/messages/data-rights';
import { fakeApi, type FakeApi } from '../../test/fake-api';
import { withProviders } from '../../test/providers';
import { DownloadDataSection } from './DownloadDataSection';

let api: FakeApi;
const assign = vi.fn();
const HOUR = 3_600_000;
const inAnHour = () => new Date(Date.now() + HOUR).toISOString();
const archive = (state: 'building' | 'ready' | 'failed', more: Partial<NonNullable<ArchiveStatus['archive']>> = {}): ArchiveStatus => ({
  archive: { state, requestedAt: new Date().toISOString(), progress: null, readyAt: null, expiresAt: null, nextAllowedAt: inAnHour(), ...more },
});

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  assign.mockReset();
});

function renderSection() {
  const Providers = withProviders({ serverState: true });
  render(
    <Providers>
      <DownloadDataSection />
    </Providers>,
  );
  return screen.getByRole('region', { name: text.heading });
}

it('asks for an archive, says how far it is while it is made, and downloads it through a fresh link once ready', async () => {
  let state: ArchiveStatus = { archive: null };
  api.on('GET /api/account/archive', () => ({ body: state }));
  api.on('POST /api/account/archive', () => {
    state = archive('building', { progress: { done: 10, total: 40 } });
    return { body: state };
  });
  api.on('POST /api/account/archive/download', { body: { url: 'https://archives.example/a.zip?X-Amz-Signature=abc', expiresInSeconds: 300 } });
  const section = renderSection();
  await userEvent.click(await within(section).findByRole('button', { name: text.prepare }));
  expect(await within(section).findByText(new RegExp(`${text.progress(10, 40)}`))).toBeTruthy();
  expect(within(section).getByRole('button', { name: text.preparing }).hasAttribute('disabled')).toBe(true);

  // Read again every 2 s while it is made: the page finds it ready by itself.
  state = archive('ready', { readyAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 7 * 24 * HOUR).toISOString() });
  await userEvent.click(await within(section).findByRole('button', { name: text.download }, { timeout: 5_000 }));
  expect(within(section).getByText(/^Your archive is ready\. You can download it until .+ (UTC|GMT)/)).toBeTruthy();
  await waitFor(() => expect(assign).toHaveBeenCalledWith('https://archives.example/a.zip?X-Amz-Signature=abc'));
  // One an hour: the button waits and says until when.
  expect(within(section).getByRole('button', { name: text.prepare }).hasAttribute('disabled')).toBe(true);
  expect(within(section).getByText(/^You can ask for a new archive after /)).toBeTruthy();
});

it('says a failed archive failed, and lets it be asked for again at once', async () => {
  api.on('GET /api/account/archive', { body: archive('failed') });
  const section = renderSection();
  expect(await within(section).findByText(text.failed)).toBeTruthy();
  expect(within(section).getByRole('button', { name: text.prepare }).hasAttribute('disabled')).toBe(false);
});

it('shows a refusal in words and reads the state again', async () => {
  let reads = 0;
  api.on('GET /api/account/archive', () => {
    reads += 1;
    return { body: { archive: null } };
  });
  api.on('POST /api/account/archive', { status: 409, body: { error: { code: 'conflict', message: text.building } } });
  const section = renderSection();
  await userEvent.click(await within(section).findByRole('button', { name: text.prepare }));
  expect(await within(section).findByText(text.building)).toBeTruthy();
  await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2));
});
