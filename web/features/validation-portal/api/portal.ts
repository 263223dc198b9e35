// The validator's calls (anyone holding the link may make them). Signed in, the signed-in
// endpoints are used with the ID token, so the server records who vouched from the token.
import { validationRoutes } from '../../../../domain/api/routes/validation';
import type { DecideBody, DecisionOutcome, NewLinkOutcome, PortalRequest } from '../../../../domain/api/validation';
import { ApiError, apiFetch, type ApiRequest, callRoute } from '../../../lib/api';
import type { CallFailure } from '../portal-machine';

/** POST /api/validation/open (or open-signed-in): the request, as the validator sees it. Opening records a view. */
export function openValidationRequest(token: string, idToken: string | null, signal: AbortSignal): Promise<PortalRequest> {
  const route = idToken ? validationRoutes.OpenValidationRequestSignedIn : validationRoutes.OpenValidationRequest;
  return callRoute(asValidator(idToken), route, { body: { token }, signal });
}

/** POST /api/validation/decide (or decide-signed-in). */
export function submitDecision(body: DecideBody, idToken: string | null, signal: AbortSignal): Promise<DecisionOutcome> {
  const route = idToken ? validationRoutes.DecideValidationSignedIn : validationRoutes.DecideValidation;
  return callRoute(asValidator(idToken), route, { body, signal });
}

/** POST /api/validation/new-link: the server tells the owner and answers what to say. */
export function requestNewValidationLink(token: string, signal: AbortSignal): Promise<NewLinkOutcome> {
  return callRoute(apiFetch, validationRoutes.RequestNewValidationLink, { body: { token }, signal });
}

/** Calls with the ID token when the validator is signed in. */
const asValidator =
  (idToken: string | null) =>
  <T>(path: string, request: Omit<ApiRequest, 'token'>) =>
    apiFetch<T>(path, { ...request, token: idToken });

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
