// The edit page shows the validators who declined the proof, with what they said, and lets the
// owner ask them again once the changes are saved, or invite someone else; against a fake API.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnerValidationRequest, ValidationRequestsPage } from '../../../domain/api/validation';
import { invitations } from '../../../domain/messages/invitations';
import { declines } from '../../../domain/messages/declines';
import { declinedCosignature } from '../../test/cosignature';
import { fakeApi, type FakeApi } from '../../test/fake-api';
import { verifiedProof } from '../../test/proof';
import { withProviders } from '../../test/providers';
import { ProjectEditor } from './ProjectEditor';

const proof = verifiedProof({ verified: false, proofNumber: null, status: 'pending_validation' });

const declinedRequest: OwnerValidationRequest = {
  id: 'req-nay',
  recognitionId: proof.id,
  recognitionTitle: proof.title,
  inviteeEmail: 'nay@acme.com',
  role: 'manager',
  status: 'declined',
  trustLevel: 1,
  trustScore: 95,
  requiresLinkedinAuth: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-23T10:00:00.000Z',
  lastRemindedAt: null,
};

const decline = declinedCosignature({
  recognitionId: proof.id,
  recognitionTitle: proof.title,
  contentHash: proof.contentHash,
  signer: { linkedinSub: 'li-nay', name: 'Nia Nay', email: 'nay@acme.com', emailVerified: true },
});

const requestsPage = (items: OwnerValidationRequest[], sentToday = 1): ValidationRequestsPage => ({ items, cursor: null, sentToday });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    'GET /api/validation-requests': { body: requestsPage([declinedRequest]) },
    'GET /api/validations': { body: { items: [decline], cursor: null } },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function WhereAmI() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

function openEditor() {
  const Providers = withProviders({ serverState: true });
  render(
    <MemoryRouter initialEntries={[`/edit-project/${proof.id}`]}>
      <Providers>
        <Routes>
          <Route path="/edit-project/:id" element={<ProjectEditor initial={proof} />} />
          <Route path="/dashboard" element={<WhereAmI />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const declinedSection = async () => screen.findByRole('region', { name: declines.heading });

describe('a declined request on the edit page', () => {
  it('shows who declined, when, and their comment', async () => {
    openEditor();
    const section = await declinedSection();
    expect(within(section).getByText('nay@acme.com')).toBeTruthy();
    expect(within(section).getByText(/Manager/)).toBeTruthy();
    expect(within(section).getByText('Signed in with LinkedIn as Nia Nay')).toBeTruthy();
    expect(within(section).getByText('Comment: The dates are wrong: I joined in March.')).toBeTruthy();
    expect(within(section).getByText(declines.editPageIntro)).toBeTruthy();
  });

  it('asks that person again, in the same role, and leaves the list once the new request is there', async () => {
    const user = openEditor();
    const section = await declinedSection();
    const askedAgain: OwnerValidationRequest = { ...declinedRequest, id: 'req-again', status: 'pending', createdAt: '2026-11-27T10:00:00.000Z' };
    api.on('POST /api/validation-requests', { status: 201, body: { requests: [askedAgain], sentToday: 2, mailFailed: [] } });
    api.on('GET /api/validation-requests', { body: requestsPage([askedAgain, declinedRequest], 2) });

    await user.click(within(section).getByRole('button', { name: 'Ask again: nay@acme.com' }));
    expect(await screen.findByText(declines.askedAgain('nay@acme.com').description)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ recognitionId: proof.id, validators: [{ email: 'nay@acme.com', role: 'manager' }] });
    await waitFor(() => expect(screen.queryByRole('region', { name: declines.heading })).toBeNull());
  });

  it('waits for unsaved changes to be saved: the validator reviews the proof as saved', async () => {
    const user = openEditor();
    const section = await declinedSection();
    await user.type(screen.getByLabelText(/Project title/), ', phase two');
    expect((within(section).getByRole('button', { name: 'Ask again: nay@acme.com' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(section).getByText(declines.saveFirst)).toBeTruthy();
  });

  it("toasts a refusal in the invitation dialog's words", async () => {
    const user = openEditor();
    const section = await declinedSection();
    api.on('POST /api/validation-requests', { status: 429, body: { error: { code: 'too_many_requests', message: invitations.dailyLimitReached.description } } });
    await user.click(within(section).getByRole('button', { name: 'Ask again: nay@acme.com' }));
    expect(await screen.findByText(invitations.dailyLimitReached.title)).toBeTruthy();
    expect(within(section).getByText('nay@acme.com')).toBeTruthy();
  });

  it('invites someone else through the dashboard\'s invitation dialog', async () => {
    const user = openEditor();
    await user.click(within(await declinedSection()).getByRole('button', { name: declines.inviteSomeoneElse }));
    expect(screen.getByText(`At /dashboard?invite=${proof.id}`)).toBeTruthy();
  });
});
