// The portal's flow against a fake API: what it asks the server, and which view each answer leads to.
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION_FETCH_TIMEOUT_MS, VALIDATION_SUBMIT_TIMEOUT_MS } from '../../../domain/constants';
import type { PortalRequest } from '../../../domain/api/validation';
import { portal } from '../../../domain/messages/portal';
import { fakeApi, hang, type FakeApi } from '../../test/fake-api';
import { pendingPortalRequest } from '../../test/portal-requests';
import { testSession, withProviders } from '../../test/providers';
import { AUTH_FLOW_KEY, usePortal } from './usePortal';

const TOKEN = 'A'.repeat(43);

const pending = pendingPortalRequest();

const signedOut = testSession({ status: 'signedOut', idToken: null, claims: null });

function openPortal(session = signedOut, token = TOKEN) {
  return renderHook(() => usePortal(token), { wrapper: withProviders({ session }) });
}

/** The portal on its review, ready to submit. */
async function onReview(api: FakeApi) {
  api.on('POST /api/validation/open', { body: pending });
  const portalHook = openPortal();
  await waitFor(() => expect(portalHook.result.current.view.name).toBe('landing'));
  act(() => portalHook.result.current.continueToReview());
  expect(portalHook.result.current.view.name).toBe('review');
  return portalHook;
}

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('opening a validation link', () => {
  it('loads, then shows the landing view; signed out, it asks the anonymous endpoint once', async () => {
    api.on('POST /api/validation/open', { body: pending });
    const { result } = openPortal();
    expect(result.current.view.name).toBe('loading');
    await waitFor(() => expect(result.current.view.name).toBe('landing'));
    expect(api.routes()).toEqual(['POST /api/validation/open']);
    expect(api.calls[0]?.body).toEqual({ token: TOKEN });
    expect(api.calls[0]?.authorization).toBeNull();
  });

  it('never asks the server about a malformed link', () => {
    const { result } = openPortal(signedOut, 'not-a-token');
    expect(result.current.view).toEqual({ name: 'error', message: portal.invalidOrExpiredLink, canRetry: false });
    expect(api.calls).toEqual([]);
  });

  it('back from LinkedIn and signed in, goes straight to the review through the signed-in endpoint, once', async () => {
    localStorage.setItem(AUTH_FLOW_KEY, '1');
    api.on('POST /api/validation/open-signed-in', { body: pending });
    const { result } = openPortal(testSession());
    await waitFor(() => expect(result.current.view.name).toBe('review'));
    expect(api.routes()).toEqual(['POST /api/validation/open-signed-in']);
    expect(api.calls[0]?.authorization).toBe('Bearer id-token-1');
    expect(localStorage.getItem(AUTH_FLOW_KEY)).toBeNull();
  });

  it('a used link shows the decision it recorded, and asks nothing more', async () => {
    const decision = { status: 'approved', decidedAt: '2026-11-24T09:00:00.000Z', proofTitle: 'Modest claim', signerName: null, withdrawnAt: null } as const;
    api.on('POST /api/validation/open', { body: { ...pending, status: 'approved', recognition: null, contentHash: null, decision } });
    const { result } = openPortal();
    await waitFor(() => expect(result.current.view).toEqual({ name: 'completed', ownerName: 'Olivia Owner', decision }));
    expect(api.routes()).toEqual(['POST /api/validation/open']);
  });

  it('signed in as the owner: says they cannot validate their own proof', async () => {
    api.on('POST /api/validation/open-signed-in', { status: 403, body: { error: { code: 'forbidden', message: portal.ownProof, reason: 'self_validation' } } });
    const { result } = openPortal(testSession());
    await waitFor(() => expect(result.current.view).toEqual({ name: 'error', message: portal.ownProof, canRetry: false }));
    expect(api.routes()).toEqual(['POST /api/validation/open-signed-in']);
  });

  it('an unknown link is the invalid-link error, with nothing to retry', async () => {
    api.on('POST /api/validation/open', { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } });
    const { result } = openPortal();
    await waitFor(() => expect(result.current.view).toEqual({ name: 'error', message: portal.invalidOrExpiredLink, canRetry: false }));
  });

  it('a server error can be retried, and the retry loads again', async () => {
    api.on('POST /api/validation/open', { status: 500, body: { error: { code: 'internal', message: 'Internal error' } } });
    const { result } = openPortal();
    await waitFor(() => expect(result.current.view).toEqual({ name: 'error', message: portal.requestLoadFailed, canRetry: true }));
    api.on('POST /api/validation/open', { body: pending });
    act(() => result.current.retry());
    expect(result.current.view.name).toBe('loading');
    await waitFor(() => expect(result.current.view.name).toBe('landing'));
    expect(api.count('POST /api/validation/open')).toBe(2);
  });

  it('gives up after the load deadline, and offers to try again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api.on('POST /api/validation/open', hang);
    const { result } = openPortal();
    await act(() => vi.advanceTimersByTimeAsync(VALIDATION_FETCH_TIMEOUT_MS - 1));
    expect(result.current.view.name).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.view).toEqual({ name: 'error', message: portal.requestLoadFailed, canRetry: true });
  });
});

describe('submitting a decision', () => {
  it('shows the success view with the decision the server recorded', async () => {
    api.on('POST /api/validation/decide', { body: { status: 'approved' } });
    const { result } = await onReview(api);
    await act(() => result.current.submit('approved', '  Great work  '));
    expect(result.current.view).toMatchObject({ name: 'success', decision: 'approved' });
    // Not named in the portable credential unless the co-signer said so.
    expect(api.calls.at(-1)?.body).toEqual({ token: TOKEN, decision: 'approved', comment: 'Great work', contentHash: pending.contentHash, nameInCredential: false });
  });

  it('sends the consent to be named in the portable credential with an approval only', async () => {
    api.on('POST /api/validation/decide', { body: { status: 'approved' } });
    const { result } = await onReview(api);
    await act(() => result.current.submit('approved', '', true));
    expect(api.calls.at(-1)?.body).toMatchObject({ decision: 'approved', nameInCredential: true });
  });

  it('signed in, sends the hash of the content it showed through the signed-in endpoint', async () => {
    localStorage.setItem(AUTH_FLOW_KEY, '1');
    api.on('POST /api/validation/open-signed-in', { body: pending });
    api.on('POST /api/validation/decide-signed-in', { body: { status: 'approved' } });
    const { result } = openPortal(testSession());
    await waitFor(() => expect(result.current.view.name).toBe('review'));
    await act(() => result.current.submit('approved', ''));
    expect(api.calls.at(-1)).toMatchObject({
      path: '/api/validation/decide-signed-in',
      authorization: 'Bearer id-token-1',
      body: { token: TOKEN, decision: 'approved', comment: null, contentHash: pending.contentHash },
    });
  });

  it('409 content_changed: opens the link again and shows the new content with the notice; the next decision carries the new hash', async () => {
    const changed: PortalRequest = { ...pending, recognition: { ...pending.recognition!, title: 'Bolder claim' }, contentHash: 'b'.repeat(64) };
    api.on('POST /api/validation/decide', { status: 409, body: { error: { code: 'conflict', message: portal.contentChanged, reason: 'content_changed' } } });
    const { result } = await onReview(api);
    api.on('POST /api/validation/open', { body: changed });
    await act(() => result.current.submit('approved', ''));
    expect(result.current.view).toEqual({ name: 'review', request: changed, notice: portal.contentChanged });
    expect(result.current.submitting).toBe(false);
    expect(api.routes()).toEqual(['POST /api/validation/open', 'POST /api/validation/decide', 'POST /api/validation/open']);
    expect(screen.queryByRole('alert')).toBeNull(); // said on the review itself, not toasted

    api.on('POST /api/validation/decide', { body: { status: 'approved' } });
    await act(() => result.current.submit('approved', ''));
    expect(api.calls.at(-1)?.body).toMatchObject({ contentHash: 'b'.repeat(64) });
    expect(result.current.view.name).toBe('success');
  });

  it('403 self_validation: says the owner cannot validate their own proof, nothing to retry', async () => {
    api.on('POST /api/validation/decide', { status: 403, body: { error: { code: 'forbidden', message: portal.ownProof, reason: 'self_validation' } } });
    const { result } = await onReview(api);
    await act(() => result.current.submit('approved', ''));
    expect(result.current.view).toEqual({ name: 'error', message: portal.ownProof, canRetry: false });
    expect(result.current.submitProblem).toBeNull();
  });

  it('403: stays on the review and asks for LinkedIn, beside the form and in a toast', async () => {
    api.on('POST /api/validation/decide', { status: 403, body: { error: { code: 'forbidden', message: portal.linkedinRequired } } });
    const { result } = await onReview(api);
    await act(() => result.current.submit('approved', ''));
    expect(result.current.view.name).toBe('review');
    expect(result.current.submitProblem).toEqual({ kind: 'linkedinRequired', message: portal.linkedinRequired });
    expect(result.current.submitting).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain(portal.linkedinRequired);
  });

  it('409 link_used: the link was used already, so the completed view', async () => {
    api.on('POST /api/validation/decide', { status: 409, body: { error: { code: 'conflict', message: portal.linkAlreadyUsed, reason: 'link_used' } } });
    const { result } = await onReview(api);
    await act(() => result.current.submit('declined', ''));
    expect(result.current.view).toEqual({ name: 'completed', ownerName: 'Olivia Owner', decision: null });
  });

  it('410: the link expired meanwhile, so the expired view', async () => {
    api.on('POST /api/validation/decide', { status: 410, body: { error: { code: 'gone', message: 'Expired' } } });
    const { result } = await onReview(api);
    await act(() => result.current.submit('approved', ''));
    expect(result.current.view.name).toBe('expired');
  });

  it('a timeout: stays on the review and says the validation may still be processing', async () => {
    const { result } = await onReview(api);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api.on('POST /api/validation/decide', hang);
    let submitted: Promise<void> = Promise.resolve();
    act(() => {
      submitted = result.current.submit('approved', '');
    });
    expect(result.current.submitting).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(VALIDATION_SUBMIT_TIMEOUT_MS));
    await act(() => submitted);
    expect(result.current.view.name).toBe('review');
    expect(result.current.submitting).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain(portal.submitTimeout);
  });
});
