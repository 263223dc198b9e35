// The dashboard's server state against a fake API and a fake WebSocket: what it loads, what a
// live update refetches (one request per collection it names, never the profile), and what a
// failure tells the person.
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyProofsPage, OwnProof } from '../../../domain/api/proofs';
import type { ValidationRequestsPage, ValidationsPage } from '../../../domain/api/validation';
import { proofRoutes } from '../../../domain/api/routes/proofs';
import { dashboard as messages } from '../../../domain/messages/dashboard';
import { callRoute } from '../../lib/api';
import { proofKey } from '../../lib/server-state/query-keys';
import { useApi } from '../../lib/session/useApi';
import { fakeApi, type FakeApi } from '../../test/fake-api';
import { fakeWebSocket, type FakeWebSocket } from '../../test/fake-websocket';
import { meWith } from '../../test/profile';
import { ownProof } from '../../test/proof';
import { withProviders } from '../../test/providers';
import { useDashboardData } from './useDashboardData';
import { usePublishProof } from './usePublishProof';
import { useRemind } from './useRemind';
import { useValidationActivity } from './useValidationActivity';

const me = meWith();

const proof = (id: string, overrides: Partial<OwnProof> = {}): OwnProof =>
  ownProof({
    id,
    title: `Proof ${id}`,
    role: 'Engineer',
    description: 'A project worth proving.',
    skills: [],
    outcomes: [],
    contentHash: 'hash',
    createdAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  });

const requests: ValidationRequestsPage = {
  items: [
    {
      id: 'req-1',
      recognitionId: 'p1',
      recognitionTitle: 'Proof p1',
      inviteeEmail: 'peer@acme.com',
      role: 'peer',
      status: 'pending',
      trustLevel: 5,
      trustScore: 90,
      requiresLinkedinAuth: false,
      createdAt: '2026-11-02T11:00:00.000Z',
      expiresAt: '2026-11-05T11:00:00.000Z',
      lastRemindedAt: null,
    },
  ],
  cursor: null,
  sentToday: 1,
};
const validations: ValidationsPage = { items: [], cursor: null };

let api: FakeApi;
let sockets: typeof FakeWebSocket;

beforeEach(() => {
  api = fakeApi({
    'GET /api/me': { body: me },
    'GET /api/proofs': { body: { items: [proof('p1'), proof('p2')], cursor: null } satisfies MyProofsPage },
    'GET /api/validation-requests': { body: requests },
    'GET /api/validations': { body: validations },
    'GET /api/proofs/p1': { body: proof('p1') },
  });
  sockets = fakeWebSocket();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The dashboard's data, as its page reads it, under the signed-in layout's providers. */
async function openDashboard() {
  const hook = renderHook(() => ({ data: useDashboardData(), activity: useValidationActivity() }), { wrapper: withProviders({ serverState: true }) });
  await waitFor(() => expect(hook.result.current.data.loading).toBe(false));
  await waitFor(() => expect(hook.result.current.activity.loaded).toBe(true));
  act(() => sockets.latest().accept());
  return hook;
}

/** A proof open for editing, read under its own key as the edit page reads it. */
function useEditedProof(id: string) {
  const api = useApi();
  return useQuery({ queryKey: proofKey(id), queryFn: ({ signal }) => callRoute(api, proofRoutes.GetProof, { params: { id }, signal }) });
}

/** The requests a live update caused, once they have settled. */
async function afterMessage(message: unknown, expected: number): Promise<string[]> {
  const before = api.calls.length;
  act(() => sockets.latest().receive(message));
  await waitFor(() => expect(api.calls.length - before).toBe(expected));
  // Nothing more arrives later.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return api.routes().slice(before);
}

describe('the dashboard loads', () => {
  it('the profile, the proofs, the requests and the validations: one request each, with the ID token', async () => {
    const { result } = await openDashboard();
    expect(result.current.data.profile?.displayName).toBe('Olivia Owner');
    expect(result.current.data.proofs.map((item) => item.id)).toEqual(['p1', 'p2']);
    expect(result.current.activity.sentToday).toBe(1);
    expect(api.routes().sort()).toEqual(['GET /api/me', 'GET /api/proofs', 'GET /api/validation-requests', 'GET /api/validations']);
    expect(new Set(api.calls.map((call) => call.authorization))).toEqual(new Set(['Bearer id-token-1']));
    expect(sockets.latest().url).toBe('ws://provenly.test/ws?token=id-token-1');
  });

  it('every page of the proofs', async () => {
    api.on('GET /api/proofs', (call) =>
      call.query.get('cursor') === 'next' ? { body: { items: [proof('p3')], cursor: null } } : { body: { items: [proof('p1'), proof('p2')], cursor: 'next' } },
    );
    const { result } = await openDashboard();
    expect(result.current.data.proofs.map((item) => item.id)).toEqual(['p1', 'p2', 'p3']);
    expect(api.calls.filter((call) => call.path === '/api/proofs').map((call) => call.query.get('limit'))).toEqual(['100', '100']);
  });
});

describe('a live update', () => {
  it("for 'validations' refetches the validations, and nothing else", async () => {
    await openDashboard();
    expect(await afterMessage({ channel: 'validation-updates', changed: ['validations'] }, 1)).toEqual(['GET /api/validations']);
  });

  it("for 'proofs' refetches the proofs, and never the profile", async () => {
    const { result } = await openDashboard();
    api.on('GET /api/proofs', { body: { items: [proof('p1', { verified: true, status: 'pending_validation' }), proof('p2')], cursor: null } });
    expect(await afterMessage({ channel: 'validation-updates', changed: ['proofs'] }, 1)).toEqual(['GET /api/proofs']);
    expect(result.current.data.proofs[0]?.verified).toBe(true);
  });

  it("for 'proofs', naming them, reads those by id instead of the list, and shows them as they are now", async () => {
    // The list comes from an index that may not have caught up with the change the message announces.
    const { result } = await openDashboard();
    const changedAt = '2026-11-03T09:00:00.000Z';
    api.on('GET /api/proofs/p1', { body: proof('p1', { verified: true, status: 'pending_validation', updatedAt: changedAt }) });
    const routes = await afterMessage({ channel: 'validation-updates', changed: ['proofs'], proofs: [{ id: 'p1', updatedAt: changedAt }] }, 1);
    expect(routes).toEqual(['GET /api/proofs/p1']);
    expect(result.current.data.proofs.map((item) => [item.id, item.verified])).toEqual([
      ['p1', true],
      ['p2', false],
    ]);
  });

  it("reads a named proof once when its edit page is open too, and shows it there as it is now", async () => {
    const hook = renderHook(() => ({ data: useDashboardData(), open: useEditedProof('p1') }), { wrapper: withProviders({ serverState: true }) });
    await waitFor(() => expect(hook.result.current.open.data?.id).toBe('p1'));
    await waitFor(() => expect(hook.result.current.data.loading).toBe(false));
    act(() => sockets.latest().accept());
    const changedAt = '2026-11-03T09:00:00.000Z';
    api.on('GET /api/proofs/p1', { body: proof('p1', { verified: true, updatedAt: changedAt }) });
    const before = api.count('GET /api/proofs/p1');
    await afterMessage({ channel: 'validation-updates', changed: ['proofs'], proofs: [{ id: 'p1', updatedAt: changedAt }] }, 1);
    expect(api.count('GET /api/proofs/p1') - before).toBe(1);
    expect(hook.result.current.open.data?.verified).toBe(true);
    expect(hook.result.current.data.proofs[0]?.verified).toBe(true);
  });

  it("keeps a proof read by id when the list is read again from an index still behind", async () => {
    const { result } = await openDashboard();
    const changedAt = '2026-11-03T09:00:00.000Z';
    api.on('GET /api/proofs/p1', { body: proof('p1', { verified: true, updatedAt: changedAt }) });
    await afterMessage({ channel: 'validation-updates', changed: ['proofs'], proofs: [{ id: 'p1', updatedAt: changedAt }] }, 1);
    // A message that does not name them: the list, still a step behind, comes back without the change.
    expect(await afterMessage({ channel: 'validation-updates', changed: ['proofs'] }, 1)).toEqual(['GET /api/proofs']);
    expect(result.current.data.proofs.map((item) => [item.id, item.verified])).toEqual([
      ['p1', true],
      ['p2', false],
    ]);
  });

  it("for 'proofs', naming them, reads nothing when the list already shows them as announced", async () => {
    await openDashboard();
    expect(await afterMessage({ channel: 'validation-updates', changed: ['proofs'], proofs: [{ id: 'p2', updatedAt: proof('p2').updatedAt }] }, 0)).toEqual([]);
  });

  it('for an approval naming its proof reads the proof by id and the other two collections, one request each', async () => {
    await openDashboard();
    api.on('GET /api/proofs/p1', { body: proof('p1', { verified: true, updatedAt: '2026-11-03T09:00:00.000Z' }) });
    const routes = await afterMessage(
      { channel: 'validation-updates', changed: ['proofs', 'validation-requests', 'validations'], proofs: [{ id: 'p1', updatedAt: '2026-11-03T09:00:00.000Z' }] },
      3,
    );
    expect(routes.sort()).toEqual(['GET /api/proofs/p1', 'GET /api/validation-requests', 'GET /api/validations']);
  });

  it('for an approval refetches the three collections it changed, one request each', async () => {
    await openDashboard();
    const routes = await afterMessage({ channel: 'validation-updates', changed: ['proofs', 'validation-requests', 'validations'] }, 3);
    expect(routes.sort()).toEqual(['GET /api/proofs', 'GET /api/validation-requests', 'GET /api/validations']);
  });

  it('that does not say what changed counts as everything but the profile', async () => {
    await openDashboard();
    const routes = await afterMessage({ channel: 'validation-updates' }, 3);
    expect(routes.sort()).toEqual(['GET /api/proofs', 'GET /api/validation-requests', 'GET /api/validations']);
  });

  it('may have been missed while the socket was down: a reconnect refetches every collection once, never the profile', async () => {
    await openDashboard();
    const first = sockets.latest();
    const before = api.calls.length;
    act(() => first.drop());
    await waitFor(() => expect(sockets.latest()).not.toBe(first), { timeout: 3_000 });
    expect(sockets.latest().url).toBe(first.url);
    act(() => sockets.latest().accept());
    await waitFor(() => expect(api.calls.length - before).toBe(3));
    expect(api.routes().slice(before).sort()).toEqual(['GET /api/proofs', 'GET /api/validation-requests', 'GET /api/validations']);
  });

  it('on another channel, or not JSON, changes nothing', async () => {
    await openDashboard();
    const before = api.calls.length;
    act(() => sockets.latest().receive({ type: 'connected' }));
    act(() => sockets.latest().onmessage?.(new MessageEvent('message', { data: 'not json' })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.length).toBe(before);
  });
});

describe('a failed load', () => {
  it("of the proofs toasts 'Failed to load projects' after one more try", async () => {
    api.on('GET /api/proofs', { status: 503, body: { error: { code: 'unavailable', message: 'Try later' } } });
    const { result } = renderHook(() => useDashboardData(), { wrapper: withProviders({ serverState: true }) });
    expect(await screen.findByText(messages.projectsLoadFailed, {}, { timeout: 4_000 })).toBeTruthy();
    expect(api.count('GET /api/proofs')).toBe(2);
    expect(result.current.loading).toBe(false);
    expect(result.current.proofs).toEqual([]);
    expect(result.current.profile?.displayName).toBe('Olivia Owner');
  });

  it("of the profile toasts 'Profile Error' at once when the answer will not change", async () => {
    api.on('GET /api/me', { status: 403, body: { error: { code: 'forbidden', message: 'No' } } });
    renderHook(() => useDashboardData(), { wrapper: withProviders({ serverState: true }) });
    expect(await screen.findByText(messages.profileError.title)).toBeTruthy();
    expect(screen.getByText(messages.profileError.description)).toBeTruthy();
    expect(api.count('GET /api/me')).toBe(1);
  });

  it('in the background keeps what is on screen', async () => {
    const { result } = await openDashboard();
    api.on('GET /api/proofs', { status: 404, body: { message: 'Not Found' } });
    await afterMessage({ channel: 'validation-updates', changed: ['proofs'] }, 1);
    expect(await screen.findByText(messages.projectsLoadFailed)).toBeTruthy();
    expect(result.current.data.proofs.map((item) => item.id)).toEqual(['p1', 'p2']);
  });

  it('is taken back once the same load succeeds, and a second failure does not stack a second toast', async () => {
    await openDashboard();
    api.on('GET /api/proofs', { status: 404, body: { message: 'Not Found' } });
    await afterMessage({ channel: 'validation-updates', changed: ['proofs'] }, 1);
    await afterMessage({ channel: 'validation-updates', changed: ['proofs'] }, 1);
    expect(await screen.findAllByText(messages.projectsLoadFailed)).toHaveLength(1);
    api.on('GET /api/proofs', { body: { items: [proof('p1')], cursor: null } });
    await afterMessage({ channel: 'validation-updates', changed: ['proofs'] }, 1);
    await waitFor(() => expect(screen.queryByText(messages.projectsLoadFailed)).toBeNull());
  });
});

describe('a change the owner makes', () => {
  it('publishing puts the published proof in the list without asking for the list again', async () => {
    api.on('GET /api/proofs', { body: { items: [proof('p1', { verified: true, proofNumber: 'PJ-7KQ2MX' })], cursor: null } });
    api.on('POST /api/proofs/p1/publish', { body: proof('p1', { verified: true, proofNumber: 'PJ-7KQ2MX', status: 'published' }) });
    const hook = renderHook(() => ({ data: useDashboardData(), publish: usePublishProof() }), { wrapper: withProviders({ serverState: true }) });
    await waitFor(() => expect(hook.result.current.data.loading).toBe(false));
    await act(() => hook.result.current.publish.publish(hook.result.current.data.proofs[0]!));
    // The query cache tells its observers on the next tick, not within act().
    await waitFor(() => expect(hook.result.current.data.proofs[0]?.status).toBe('published'));
    expect(api.count('GET /api/proofs')).toBe(1);
    expect(await screen.findByText(messages.proofPublished.title)).toBeTruthy();
  });

  it('a reminder refetches the requests, and nothing else', async () => {
    api.on('POST /api/proofs/p1/validation-requests/req-1/remind', { body: requests.items[0] });
    const hook = renderHook(() => ({ activity: useValidationActivity(), remind: useRemind() }), { wrapper: withProviders({ serverState: true }) });
    await waitFor(() => expect(hook.result.current.activity.loaded).toBe(true));
    const before = api.calls.length;
    await act(() => hook.result.current.remind.send(hook.result.current.activity.requests[0]!));
    await waitFor(() => expect(api.routes().slice(before)).toEqual(['POST /api/proofs/p1/validation-requests/req-1/remind', 'GET /api/validation-requests']));
  });
});
