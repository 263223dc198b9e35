// The validation portal's flow (spec section 4): loading leads to expired, error, landing or
// review; landing leads to review; review leads to success. Signed in, the signed-in endpoints
// are used, so the server records who vouched from the ID token.
import { useCallback, useEffect, useRef, useState } from 'react';
import { VALIDATION_FETCH_TIMEOUT_MS, VALIDATION_SUBMIT_TIMEOUT_MS } from '../../../domain/constants';
import { DECISIONS, REQUEST_STATUSES, type Decision } from '../../../domain/entities';
import { portal } from '../../../domain/messages';
import { validationTokenSchema } from '../../../domain/schemas/validation-token';
import { useSession } from '../../lib/session/session';
import { useToast } from '../../components/toast/toast-context';
import { ApiError, apiFetch } from '../../lib/api';
import type { DecisionOutcome, NewLinkOutcome, PortalRequest } from '../../../domain/api/validation';
import type { PortalIdentity, PortalView } from './portal-types';

/** Set before the LinkedIn round trip (spec section 7), so the return lands on the review. */
export const AUTH_FLOW_KEY = 'validation_auth_flow';

/** The result of a submission the review shows beside the form (a toast tells the rest). */
export type SubmitProblem = { readonly kind: 'linkedinRequired'; readonly message: string } | null;

function readFlag(): boolean {
  try {
    return window.localStorage.getItem(AUTH_FLOW_KEY) !== null;
  } catch {
    return false;
  }
}

function writeFlag(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(AUTH_FLOW_KEY, String(Date.now()));
    else window.localStorage.removeItem(AUTH_FLOW_KEY);
  } catch {
    // Storage may be off (private mode): the flow still works, it only lands on the landing view.
  }
}

/** Aborts after `ms`, or when `outer` aborts; says which. */
function deadline(ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const onOuterAbort = () => controller.abort();
  outer?.addEventListener('abort', onOuterAbort);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** The view a freshly opened request leads to. */
function viewFor(request: PortalRequest, signedIn: boolean, returningFromLinkedIn: boolean): PortalView {
  if (!REQUEST_STATUSES.includes(request.status) || !request.recognition) {
    return { name: 'error', message: portal.unexpectedState, canRetry: false };
  }
  if (request.status === 'expired') return { name: 'expired', request };
  if (request.status === 'approved' || request.status === 'declined') return { name: 'completed', request, status: request.status };
  // Back from LinkedIn: the identity is confirmed already, straight to the review.
  if (signedIn && returningFromLinkedIn) return { name: 'review', request };
  return { name: 'landing', request };
}

/** Load failures: an unknown or malformed link is the spec's invalid-link view; others can be retried. */
function loadErrorView(error: unknown): PortalView {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 410)) {
    return { name: 'error', message: portal.invalidOrExpiredLink, canRetry: false };
  }
  return { name: 'error', message: portal.requestLoadFailed, canRetry: true };
}

export function usePortal(token: string) {
  const session = useSession();
  const toast = useToast();
  const signedIn = session.status === 'signedIn';
  const validToken = validationTokenSchema.safeParse(token).success;
  const [view, setView] = useState<PortalView>(() =>
    validToken ? { name: 'loading' } : { name: 'error', message: portal.invalidOrExpiredLink, canRetry: false },
  );
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [submitProblem, setSubmitProblem] = useState<SubmitProblem>(null);
  // The ID token changes on every silent renewal: read it when calling, never reload because of it.
  const idToken = useRef(session.idToken);
  idToken.current = session.idToken;
  // Read once on arrival: the flag is cleared when the first load settles.
  const returningFromLinkedIn = useRef<boolean | null>(null);
  if (returningFromLinkedIn.current === null) returningFromLinkedIn.current = readFlag();
  const unmounted = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    return () => controller.abort();
  }, []);

  const claims = session.claims;
  const identity: PortalIdentity | null =
    signedIn && claims
      ? {
          name: typeof claims.name === 'string' ? claims.name : null,
          email: typeof claims.email === 'string' ? claims.email : null,
        }
      : null;

  useEffect(() => {
    if (!validToken || session.status === 'loading') return;
    const returning = returningFromLinkedIn.current === true;
    const limit = deadline(VALIDATION_FETCH_TIMEOUT_MS);
    setView({ name: 'loading' });

    const open = async (): Promise<PortalView> => {
      if (signedIn) {
        try {
          const request = await apiFetch<PortalRequest>('/validation/open-signed-in', {
            method: 'POST',
            body: { token },
            token: idToken.current,
            signal: limit.signal,
          });
          return viewFor(request, true, returning);
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 401)) throw error;
          // The session was refused: say so, and carry on without it.
          toast({ ...portal.authenticationError, variant: 'destructive' });
        }
      } else if (returning) {
        toast({ ...portal.authenticationFailed, variant: 'destructive' });
      }
      const request = await apiFetch<PortalRequest>('/validation/open', { method: 'POST', body: { token }, signal: limit.signal });
      return viewFor(request, false, false);
    };

    let cancelled = false;
    open()
      .then((next) => {
        if (!cancelled) setView(next);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // A timeout is our own abort; anything else that failed is the server's or the network's.
        setView(isAbort(error) && limit.timedOut() ? { name: 'error', message: portal.requestLoadFailed, canRetry: true } : loadErrorView(error));
      })
      .finally(() => {
        limit.done();
        if (cancelled) return;
        returningFromLinkedIn.current = false;
        if (returning) writeFlag(false);
      });
    return () => {
      cancelled = true;
      limit.done();
    };
    // Reload when the link, the signed-in state or a retry changes; not on token renewal.
  }, [token, validToken, session.status, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const continueToReview = useCallback(() => {
    setView((current) => (current.name === 'landing' ? { name: 'review', request: current.request } : current));
  }, []);

  /** Off to LinkedIn and back to this same link; false when it could not start. */
  const signInWithLinkedIn = useCallback(async (): Promise<boolean> => {
    writeFlag(true);
    try {
      await session.signIn(`/validate/${token}`);
      return true;
    } catch {
      writeFlag(false);
      toast({ ...portal.authenticationFailed, variant: 'destructive' });
      return false;
    }
  }, [session, token, toast]);

  const submit = useCallback(
    async (decision: Decision, comment: string) => {
      if (view.name !== 'review' || submitting || !DECISIONS.includes(decision)) return;
      const request = view.request;
      setSubmitting(true);
      setSubmitProblem(null);
      const limit = deadline(VALIDATION_SUBMIT_TIMEOUT_MS, unmounted.current.signal);
      const body = { token, decision, comment: comment.trim() === '' ? null : comment.trim() };
      try {
        const result = signedIn
          ? await apiFetch<DecisionOutcome>('/validation/decide-signed-in', { method: 'POST', body, token: idToken.current, signal: limit.signal })
          : await apiFetch<DecisionOutcome>('/validation/decide', { method: 'POST', body, signal: limit.signal });
        setView({ name: 'success', request, decision: DECISIONS.includes(result?.status) ? result.status : decision });
      } catch (error) {
        if (unmounted.current.signal.aborted) return;
        if (isAbort(error) && limit.timedOut()) {
          toast({ title: portal.submitTimeout, variant: 'destructive' });
        } else if (error instanceof ApiError && error.status === 403) {
          setSubmitProblem({ kind: 'linkedinRequired', message: portal.linkedinRequired });
          toast({ title: portal.linkedinRequired, variant: 'destructive' });
        } else if (error instanceof ApiError && error.status === 409) {
          setView({ name: 'completed', request, status: null });
        } else if (error instanceof ApiError && error.status === 410) {
          setView({ name: 'expired', request });
        } else if (error instanceof ApiError && error.status === 404) {
          setView({ name: 'error', message: portal.invalidOrExpiredLink, canRetry: false });
        } else {
          toast({ title: portal.submitFailed, variant: 'destructive' });
        }
      } finally {
        limit.done();
        if (!unmounted.current.signal.aborted) setSubmitting(false);
      }
    },
    [signedIn, submitting, toast, token, view],
  );

  /** The expired view's Request new link: the server tells the owner and answers what to say. */
  const requestNewLink = useCallback(async (): Promise<string> => {
    try {
      const result = await apiFetch<NewLinkOutcome>('/validation/new-link', { method: 'POST', body: { token }, signal: unmounted.current.signal });
      return result.message;
    } catch (error) {
      if (error instanceof ApiError && error.status !== 0 && error.status < 500 && error.message) return error.message;
      throw error;
    }
  }, [token]);

  return { view, identity, signedIn, sessionLoading: session.status === 'loading', submitting, submitProblem, retry, continueToReview, signInWithLinkedIn, submit, requestNewLink };
}
