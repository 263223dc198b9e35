// The validation portal's calls, driving its state machine (portal-machine.ts). The request is
// opened when the page has a valid link and knows whether the validator is signed in, and again
// on Try again; an ID token renewed in the background never reopens it.
import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { VALIDATION_FETCH_TIMEOUT_MS, VALIDATION_SUBMIT_TIMEOUT_MS } from '../../../domain/constants';
import type { DecideBody } from '../../../domain/api/validation';
import { DECISIONS, type Decision } from '../../../domain/entities';
import { portal } from '../../../domain/messages/portal';
import { validationTokenSchema } from '../../../domain/schemas/validation-token';
import { useToast } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session/session';
import { callFailure, deadline, openValidationRequest, requestNewValidationLink, submitDecision } from './api/portal';
import { currentView, initialPortalState, portalReducer, recordedDecision, submitFailureToast } from './portal-machine';
import type { PortalIdentity } from './portal-types';

/** The toasts' identities: signing in with LinkedIn, and submitting the decision (components/toast). */
const SIGN_IN_ACTION = 'portal-sign-in';
const SUBMIT_ACTION = 'portal-submit';

export type { SubmitProblem } from './portal-machine';

/** Set before the LinkedIn round trip (spec section 7), so the return lands on the review. */
export const AUTH_FLOW_KEY = 'validation_auth_flow';

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

export function usePortal(token: string) {
  const session = useSession();
  const toast = useToast();
  const signedIn = session.status === 'signedIn';
  const validToken = validationTokenSchema.safeParse(token).success;
  const [state, dispatch] = useReducer(portalReducer, validToken, initialPortalState);
  const [attempt, setAttempt] = useState(0);
  // Read once on arrival; cleared once the first load has settled.
  const [returningFromLinkedIn, setReturningFromLinkedIn] = useState(readFlag);
  const unmounted = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    return () => controller.abort();
  }, []);

  // Each load is named by what it depends on; until it settles, the view is the spinner.
  const loadKey = validToken && session.status !== 'loading' ? `${token} ${session.status} ${attempt}` : null;

  const load = useEffectEvent(async (key: string, cancelled: () => boolean) => {
    const returning = returningFromLinkedIn;
    const limit = deadline(VALIDATION_FETCH_TIMEOUT_MS);
    try {
      let request;
      if (signedIn) {
        try {
          request = await openValidationRequest(token, session.idToken, limit.signal);
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 401)) throw error;
          // The session was refused: say so, and carry on without it.
          toast({ ...portal.authenticationError, variant: 'destructive', actionId: SIGN_IN_ACTION });
        }
      } else if (returning) {
        toast({ ...portal.authenticationFailed, variant: 'destructive', actionId: SIGN_IN_ACTION });
      }
      const opened = request !== undefined;
      if (opened) toast.clearErrors(SIGN_IN_ACTION);
      request ??= await openValidationRequest(token, null, limit.signal);
      if (!cancelled()) dispatch({ type: 'opened', loadKey: key, request, signedIn: opened, returningFromLinkedIn: returning });
    } catch (error) {
      if (!cancelled()) dispatch({ type: 'loadFailed', loadKey: key, failure: callFailure(error, limit.timedOut()) });
    } finally {
      limit.done();
      if (!cancelled() && returning) {
        setReturningFromLinkedIn(false);
        writeFlag(false);
      }
    }
  });

  useEffect(() => {
    if (loadKey === null) return;
    let cancelled = false;
    void load(loadKey, () => cancelled);
    return () => {
      cancelled = true;
    };
  }, [loadKey]);

  const claims = session.claims;
  const identity: PortalIdentity | null =
    signedIn && claims
      ? {
          name: typeof claims.name === 'string' ? claims.name : null,
          email: typeof claims.email === 'string' ? claims.email : null,
        }
      : null;
  const view = validToken ? currentView(state, loadKey) : initialPortalState(false).view;

  const retry = () => setAttempt((n) => n + 1);
  const continueToReview = () => dispatch({ type: 'continued' });

  /** Off to LinkedIn and back to this same link; false when it could not start. */
  const signInWithLinkedIn = async (): Promise<boolean> => {
    writeFlag(true);
    try {
      await session.signIn(`/validate/${token}`);
      return true;
    } catch {
      writeFlag(false);
      toast({ ...portal.authenticationFailed, variant: 'destructive', actionId: SIGN_IN_ACTION });
      return false;
    }
  };

  const submit = async (decision: Decision, comment: string, nameInCredential = false) => {
    if (view.name !== 'review' || state.submitting || !DECISIONS.includes(decision)) return;
    dispatch({ type: 'submitted' });
    const gone = unmounted.current?.signal;
    const limit = deadline(VALIDATION_SUBMIT_TIMEOUT_MS, gone);
    const idToken = signedIn ? session.idToken : null;
    // The hash of the content on screen: a proof changed since is refused, and nothing is written.
    const body: DecideBody = {
      token,
      decision,
      comment: comment.trim() === '' ? null : comment.trim(),
      contentHash: view.request.contentHash,
      nameInCredential: decision === 'approved' && nameInCredential,
    };
    try {
      const answer = await submitDecision(body, idToken, limit.signal);
      toast.clearErrors(SUBMIT_ACTION);
      if (!gone?.aborted) dispatch({ type: 'decided', decision: recordedDecision(answer, decision) });
    } catch (error) {
      if (gone?.aborted) return;
      const failure = callFailure(error, limit.timedOut());
      if (failure.kind === 'status' && failure.reason === 'content_changed') {
        await reviewAgain(idToken, gone);
        return;
      }
      const notice = submitFailureToast(failure);
      if (notice) toast({ title: notice, variant: 'destructive', actionId: SUBMIT_ACTION });
      dispatch({ type: 'submitFailed', failure });
    } finally {
      limit.done();
    }
  };

  /** Opens the link again after a refusal for changed content, so the validator reviews the new version. */
  const reviewAgain = async (idToken: string | null, gone: AbortSignal | undefined) => {
    const limit = deadline(VALIDATION_FETCH_TIMEOUT_MS, gone);
    try {
      const request = await openValidationRequest(token, idToken, limit.signal);
      if (!gone?.aborted) dispatch({ type: 'contentChanged', request });
    } catch (error) {
      if (!gone?.aborted && loadKey !== null) dispatch({ type: 'loadFailed', loadKey, failure: callFailure(error, limit.timedOut()) });
    } finally {
      limit.done();
    }
  };

  /** The expired view's Request new link: the server tells the owner and answers what to say. */
  const requestNewLink = async (): Promise<string> => {
    try {
      return (await requestNewValidationLink(token, unmounted.current?.signal ?? new AbortController().signal)).message;
    } catch (error) {
      if (error instanceof ApiError && error.status !== 0 && error.status < 500 && error.message) return error.message;
      throw error;
    }
  };

  return {
    view,
    identity,
    signedIn,
    sessionLoading: session.status === 'loading',
    submitting: state.submitting,
    submitProblem: state.submitProblem,
    retry,
    continueToReview,
    signInWithLinkedIn,
    submit,
    requestNewLink,
  };
}
