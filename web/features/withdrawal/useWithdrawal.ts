// The withdrawal page's server state: the co-signature the link names, and withdrawing it. The
// page is public (no sign-in layout, no query cache): like the validation portal, it keeps its
// one request in its own state.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WithdrawalView } from '../../../domain/api/validation';
import { withdrawal } from '../../../domain/messages/portal';
import { ApiError } from '../../lib/api';
import { openWithdrawal, withdrawCosignature } from './api/withdrawal';

export type WithdrawalState =
  | { readonly name: 'loading' }
  /** Unknown or malformed link. */
  | { readonly name: 'invalid' }
  /** No answer, or the server failed: worth another try. */
  | { readonly name: 'failed' }
  /** Still co-signed (`withdrawnAt` null), or already withdrawn. */
  | { readonly name: 'loaded'; readonly view: WithdrawalView };

/** What a withdrawal answered: done (the view), field messages for the form, or a message. */
export type WithdrawOutcome =
  | { readonly kind: 'withdrawn' }
  | { readonly kind: 'fields'; readonly fields: Readonly<Record<string, readonly string[]>> }
  | { readonly kind: 'failed'; readonly message: string };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const isInvalidLink = (error: unknown) => error instanceof ApiError && [400, 404].includes(error.status);

export function useWithdrawal(token: string) {
  const wellFormed = TOKEN.test(token);
  const [state, setState] = useState<WithdrawalState>(wellFormed ? { name: 'loading' } : { name: 'invalid' });
  const [attempt, setAttempt] = useState(0);
  const alive = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    openWithdrawal(token, controller.signal).then(
      (view) => setState({ name: 'loaded', view }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState(isInvalidLink(error) ? { name: 'invalid' } : { name: 'failed' });
      },
    );
    return () => controller.abort();
  }, [token, wellFormed, attempt]);

  const retry = useCallback(() => {
    setState({ name: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const withdraw = async (reason: string): Promise<WithdrawOutcome> => {
    const signal = alive.current?.signal ?? new AbortController().signal;
    try {
      const view = await withdrawCosignature({ token, reason }, signal);
      setState({ name: 'loaded', view });
      return { kind: 'withdrawn' };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.reason === 'already_withdrawn') {
        // Withdrawn meanwhile (another tab, the invited address's own link): show when and why.
        const view = await openWithdrawal(token, signal).catch(() => null);
        if (view) setState({ name: 'loaded', view });
        return { kind: 'failed', message: withdrawal.alreadyWithdrawn };
      }
      if (error.status === 404) {
        setState({ name: 'invalid' });
        return { kind: 'failed', message: withdrawal.invalidLink };
      }
      if (error.status === 400 && Object.keys(error.fields).length > 0) return { kind: 'fields', fields: error.fields };
      return { kind: 'failed', message: error.status === 0 || error.status >= 500 ? withdrawal.failed : error.message };
    }
  };

  return { state, retry, withdraw };
}
