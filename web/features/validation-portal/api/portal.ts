// The validator's calls (anyone holding the link may make them). Signed in, the signed-in
// endpoints are used with the ID token, so the server records who vouched from the token.
import type { DecideBody, DecisionOutcome, NewLinkOutcome, PortalRequest, TokenBody } from '../../../../domain/api/validation';
import { ApiError, apiFetch } from '../../../lib/api';
import type { CallFailure } from '../portal-machine';

/** POST /api/validation/open (or open-signed-in): the request, as the validator sees it. Opening records a view. */
export function openValidationRequest(token: string, idToken: string | null, signal: AbortSignal): Promise<PortalRequest> {
  const body: TokenBody = { token };
  return apiFetch<PortalRequest>(idToken ? '/validation/open-signed-in' : '/validation/open', { method: 'POST', body, token: idToken, signal });
}

/** POST /api/validation/decide (or decide-signed-in). */
export function submitDecision(body: DecideBody, idToken: string | null, signal: AbortSignal): Promise<DecisionOutcome> {
  return apiFetch<DecisionOutcome>(idToken ? '/validation/decide-signed-in' : '/validation/decide', { method: 'POST', body, token: idToken, signal });
}

/** POST /api/validation/new-link: the server tells the owner and answers what to say. */
export function requestNewValidationLink(token: string, signal: AbortSignal): Promise<NewLinkOutcome> {
  const body: TokenBody = { token };
  return apiFetch<NewLinkOutcome>('/validation/new-link', { method: 'POST', body, signal });
}

/** Aborts after `ms`, or when `outer` aborts; says which. */
export function deadline(ms: number, outer?: AbortSignal) {
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

/** A failed call as the portal's flow reads it: our deadline, or the answer's status (0: none). */
export function callFailure(error: unknown, timedOut: boolean): CallFailure {
  if (timedOut && error instanceof Error && error.name === 'AbortError') return { kind: 'timeout' };
  return error instanceof ApiError ? { kind: 'status', status: error.status, reason: error.reason } : { kind: 'status', status: 0 };
}
