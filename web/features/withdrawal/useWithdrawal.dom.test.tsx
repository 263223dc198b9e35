// The withdrawal page's calls against a fake API: what each answer leads to.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WithdrawalView } from '../../../domain/api/validation';
import { withdrawal } from '../../../domain/messages/portal';
import { fakeApiEachTest } from '../../test/fake-api-each-test';
import { useWithdrawal } from './useWithdrawal';

const TOKEN = 'W'.repeat(43);
const cosigned: WithdrawalView = {
  proofTitle: 'Modest claim',
  ownerName: 'Olivia Owner',
  role: 'peer',
  approvedAt: '2026-11-24T09:00:00.000Z',
  signerName: null,
  validatorEmail: 'peer@acme.com',
  withdrawnAt: null,
  withdrawalReason: null,
};
const withdrawn: WithdrawalView = { ...cosigned, withdrawnAt: '2026-11-25T09:00:00.000Z', withdrawalReason: 'Wrong project' };

const api = fakeApiEachTest();

describe('a withdrawal link', () => {
  it('opens the co-signature, and withdraws it with the reason', async () => {
    api.on('POST /api/validation/withdraw/open', { body: cosigned });
    api.on('POST /api/validation/withdraw', { body: withdrawn });
    const { result } = renderHook(() => useWithdrawal(TOKEN));
    await waitFor(() => expect(result.current.state).toEqual({ name: 'loaded', view: cosigned }));
    await act(async () => expect(await result.current.withdraw('Wrong project')).toEqual({ kind: 'withdrawn' }));
    expect(api.calls.at(-1)?.body).toEqual({ token: TOKEN, reason: 'Wrong project' });
    expect(result.current.state).toEqual({ name: 'loaded', view: withdrawn });
  });

  it('is invalid when unknown, and never asks the server about a malformed one', async () => {
    api.on('POST /api/validation/withdraw/open', { status: 404, body: { error: { code: 'not_found', message: withdrawal.invalidLink } } });
    const { result } = renderHook(() => useWithdrawal(TOKEN));
    await waitFor(() => expect(result.current.state).toEqual({ name: 'invalid' }));
    const malformed = renderHook(() => useWithdrawal('short'));
    expect(malformed.result.current.state).toEqual({ name: 'invalid' });
    expect(api.count('POST /api/validation/withdraw/open')).toBe(1);
  });

  it('withdrawn meanwhile: says so and shows when and why', async () => {
    api.on('POST /api/validation/withdraw/open', { body: cosigned });
    api.on('POST /api/validation/withdraw', { status: 409, body: { error: { code: 'conflict', message: withdrawal.alreadyWithdrawn, reason: 'already_withdrawn' } } });
    const { result } = renderHook(() => useWithdrawal(TOKEN));
    await waitFor(() => expect(result.current.state.name).toBe('loaded'));
    api.on('POST /api/validation/withdraw/open', { body: withdrawn });
    await act(async () => expect(await result.current.withdraw('Again')).toEqual({ kind: 'failed', message: withdrawal.alreadyWithdrawn }));
    expect(result.current.state).toEqual({ name: 'loaded', view: withdrawn });
  });

  it('a server failure can be tried again', async () => {
    api.on('POST /api/validation/withdraw/open', { status: 503, body: { message: 'Service Unavailable' } });
    const { result } = renderHook(() => useWithdrawal(TOKEN));
    await waitFor(() => expect(result.current.state).toEqual({ name: 'failed' }));
    api.on('POST /api/validation/withdraw/open', { body: cosigned });
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.name).toBe('loaded'));
  });
});
