// The editor's warning before a change that removes a proof's verification, against a fake API:
// an attested change of a verified proof asks first (and can ask the co-signers again in the same
// action); a change of skills or links, or of an unverified proof, saves at once. A save's error
// toast goes once a later save of the proof succeeds; another action's stays.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnProof } from '../../../domain/api/proofs';
import type { InvitationResult } from '../../../domain/api/validation';
import { invitations } from '../../../domain/messages/invitations';
import { revalidation } from '../../../domain/messages/portal';
import { projectForm } from '../../../domain/messages/project-form';
import { fakeApi, type ApiCall, type FakeApi } from '../../test/fake-api';
import { withProviders } from '../../test/providers';
import { ProjectEditor } from './ProjectEditor';

const verifiedProof: OwnProof = {
  id: 'p1',
  ownerUserId: 'user-1',
  title: 'Billing migration',
  role: 'Engineer',
  orgName: 'Acme',
  description: 'Moved billing to the new platform without downtime.',
  startDate: '2025-01-10',
  endDate: null,
  skills: ['TypeScript'],
  outcomes: [{ description: 'Zero downtime' }],
  links: [],
  status: 'published',
  verified: true,
  visibility: 'public',
  proofNumber: 'PJ-7KQ2MX',
  proofScore: 80,
  sealVariant: 'project-member',
  projectUrl: null,
  contentHash: 'hash',
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  verifiedAt: '2026-11-03T10:00:00.000Z',
  approvals: [],
};

const asked: InvitationResult = { requests: [], sentToday: 2, mailFailed: [] };

let api: FakeApi;

beforeEach(() => {
  // The server answers a save with what it stored: an attested change leaves the proof unverified.
  api = fakeApi({
    'PUT /api/proofs/p1': (call: ApiCall) => {
      const body = call.body as Partial<OwnProof>;
      const attestedChanged = body.title !== verifiedProof.title;
      return { body: { ...verifiedProof, ...body, verified: !attestedChanged, status: attestedChanged ? 'pending_validation' : 'published' } };
    },
    'POST /api/proofs/p1/revalidation-requests': { status: 201, body: asked },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openEditor(proof: OwnProof = verifiedProof) {
  const Providers = withProviders({ serverState: true });
  render(
    <MemoryRouter>
      <Providers>
        <ProjectEditor initial={proof} />
      </Providers>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function retitle(user: ReturnType<typeof userEvent.setup>) {
  const title = screen.getByLabelText(/Project title/);
  await user.clear(title);
  await user.type(title, 'Billing migration, phase two');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
}

describe('saving a verified proof', () => {
  it('with a new title warns first, and Cancel saves nothing', async () => {
    const user = openEditor();
    await retitle(user);
    const dialog = await screen.findByRole('dialog', { name: revalidation.editWarning.title });
    expect(within(dialog).getByText(revalidation.editWarning.description)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.count('PUT /api/proofs/p1')).toBe(0);
  });

  it('Save and ask the same co-signers again saves, then asks them, in that order', async () => {
    const user = openEditor();
    await retitle(user);
    const dialog = await screen.findByRole('dialog', { name: revalidation.editWarning.title });
    await user.click(within(dialog).getByRole('button', { name: revalidation.saveAndAskAgain }));
    expect(await screen.findByText(revalidation.asked.title)).toBeTruthy();
    expect(api.routes().filter((route) => !route.startsWith('GET'))).toEqual(['PUT /api/proofs/p1', 'POST /api/proofs/p1/revalidation-requests']);
  });

  it('Save only saves, and asks nobody', async () => {
    const user = openEditor();
    await retitle(user);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: revalidation.saveOnly }));
    await waitFor(() => expect(api.count('PUT /api/proofs/p1')).toBe(1));
    expect(api.count('POST /api/proofs/p1/revalidation-requests')).toBe(0);
  });

  it("asking again toasts the server's words when there is nobody to ask", async () => {
    api.on('POST /api/proofs/p1/revalidation-requests', { status: 400, body: { error: { code: 'bad_request', message: revalidation.nobodyToAsk } } });
    const user = openEditor();
    await retitle(user);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: revalidation.saveAndAskAgain }));
    expect(await screen.findByText(revalidation.nobodyToAsk)).toBeTruthy();
    expect(screen.getByText(invitations.sendFailed.title)).toBeTruthy();
  });

  it('with other skills warns first, as for any attested content, and saves them once confirmed', async () => {
    const user = openEditor();
    await user.click(screen.getByRole('button', { name: 'Remove skill TypeScript' }));
    await user.type(screen.getByLabelText('Skills'), 'Go{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(revalidation.editWarning.title)).toBeTruthy();
    expect(api.count('PUT /api/proofs/p1')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: revalidation.saveOnly }));
    await waitFor(() => expect(api.count('PUT /api/proofs/p1')).toBe(1));
    expect((api.calls.find((call) => call.method === 'PUT')?.body as OwnProof).skills).toEqual(['Go']);
  });
});

it('saving an unverified proof with a new title does not warn: there is no verification to lose', async () => {
  const user = openEditor({ ...verifiedProof, verified: false, status: 'pending_validation' });
  await retitle(user);
  await waitFor(() => expect(api.count('PUT /api/proofs/p1')).toBe(1));
  expect(screen.queryByRole('dialog')).toBeNull();
});

describe("a save's error toasts", () => {
  const unverified = { ...verifiedProof, verified: false, status: 'pending_validation' as const };
  const serverError = { status: 500, body: { error: { code: 'internal', message: 'Internal error' } } };

  it('go once a later save of the same proof succeeds, instead of staying stacked', async () => {
    api.on('PUT /api/proofs/p1', serverError);
    const user = openEditor(unverified);
    await retitle(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.count('PUT /api/proofs/p1')).toBe(2));
    expect(await screen.findAllByText(projectForm.updateFailed)).toHaveLength(1);

    api.on('PUT /api/proofs/p1', (call) => ({ body: { ...unverified, ...(call.body as Partial<OwnProof>) } }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(projectForm.projectUpdated.title)).toBeTruthy();
    expect(screen.queryByText(projectForm.updateFailed)).toBeNull();
  });

  it("stay when another action succeeds: a failed ask-again is not cleared by the save that came before it", async () => {
    api.on('POST /api/proofs/p1/revalidation-requests', serverError);
    const user = openEditor();
    await retitle(user);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: revalidation.saveAndAskAgain }));
    expect(await screen.findByText(invitations.sendFailed.description)).toBeTruthy();
    expect(screen.getByText(projectForm.projectUpdated.title)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.count('PUT /api/proofs/p1')).toBe(2));
    expect(screen.getByText(invitations.sendFailed.description)).toBeTruthy();
  });
});
